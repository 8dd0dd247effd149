import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import type { HttpClient } from '@shared/api/http-client';
import { savedOrRefused } from './form-save-error';
export { FormSaveError } from './form-save-error';
import { staffCalls, type StaffCalls } from './staff-calls';
import { displayText } from './display-text';
import { ADMIN_USER_ORDERINGS } from '@contracts/admin-users';

type Row = Record<string, unknown>;
interface Page {
  results: Row[];
  count: number;
  /** The batch lists stop counting at 10,000 (src/batch/read/batch-list/batch-list.sql.ts). */
  count_capped?: boolean;
}

const q = (params: Record<string, unknown>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, displayText(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const enc = encodeURIComponent;
const withId = (row: Row, key: string): RaRecord => ({ ...row, id: String(row[key]) });

/** The list endpoints' sortable fields (src/batch/http/dto/batch-list-query.dto.ts LIST_ORDERING_COLUMNS). */
const BATCH_ORDERINGS = new Set(['updated_at', 'created_at', 'batch_number', 'status']);

/** react-admin's `params.sort` → `ordering` (`-field` descending); a field the server does not sort by is left to its default. */
function ordering(sort: GetListParams['sort'] | undefined): string | undefined {
  if (!sort || !BATCH_ORDERINGS.has(sort.field)) return undefined;
  return `${sort.order === 'DESC' ? '-' : ''}${sort.field}`;
}

/** The users list's sortable columns (contracts/admin-users ADMIN_USER_ORDERINGS). */
function userOrdering(sort: GetListParams['sort'] | undefined): string | undefined {
  if (!sort || !(ADMIN_USER_ORDERINGS as readonly string[]).includes(sort.field)) return undefined;
  return `${sort.order === 'DESC' ? '-' : ''}${sort.field}`;
}

/** The largest page the list endpoints serve (page_size ≤ 100). */
export const SERVER_MAX_PAGE = 100;
const PAGED_ON_SERVER = new Set(['batches', 'users']);

/**
 * A window larger than the server's page (react-admin's export asks 1,000 rows at once) is read in
 * 100-row pages and joined (export failed with the API's page-size refusal).
 */
async function list(
  http: HttpClient,
  resource: string,
  params: GetListParams,
): Promise<{ data: RaRecord[]; total: number; meta?: { countCapped: boolean } }> {
  const perPage = params.pagination?.perPage ?? 12;
  if (perPage <= SERVER_MAX_PAGE || !PAGED_ON_SERVER.has(resource)) return listPage(http, resource, params);
  const start = ((params.pagination?.page ?? 1) - 1) * perPage;
  const data: RaRecord[] = [];
  let total = 0;
  let meta: { countCapped: boolean } | undefined;
  for (let page = Math.floor(start / SERVER_MAX_PAGE) + 1; data.length < perPage; page++) {
    const answer = await listPage(http, resource, { ...params, pagination: { page, perPage: SERVER_MAX_PAGE } });
    data.push(...answer.data);
    total = answer.total;
    meta = answer.meta;
    if (answer.data.length < SERVER_MAX_PAGE) break;
  }
  const skip = start % SERVER_MAX_PAGE;
  return { data: data.slice(skip, skip + perPage), total, ...(meta ? { meta } : {}) };
}

/** One list call per resource: our REST list endpoints page with page/page_size and answer {results, count}. */
async function listPage(
  http: HttpClient,
  resource: string,
  params: GetListParams,
): Promise<{ data: RaRecord[]; total: number; meta?: { countCapped: boolean } }> {
  const page = params.pagination?.page ?? 1;
  const pageSize = params.pagination?.perPage ?? 12;
  const filter = (params.filter ?? {}) as Row;
  switch (resource) {
    case 'batches': {
      // The spec's list calls: requests, orders or archived, with every filter they take.
      const { kind = 'orders', ...rest } = filter;
      const answer = await http.request<Page>(
        'GET',
        `/api/batch/${String(kind)}${q({ ...rest, ordering: ordering(params.sort), page, page_size: pageSize })}`,
      );
      return {
        data: answer.results.map((r) => withId({ ...r, id: r.id ?? r.batch_id }, 'id')),
        total: answer.count,
        meta: { countCapped: answer.count_capped === true },
      };
    }
    case 'users': {
      const answer = await http.request<Page>(
        'GET',
        `/api/admin/users${q({ ...filter, ordering: userOrdering(params.sort), page, page_size: pageSize })}`,
      );
      return { data: answer.results.map((r) => withId(r, 'id')), total: answer.count };
    }
    case 'promo-codes': {
      // Small table, listed whole by the server: page here.
      const answer = await http.request<Page>('GET', '/api/admin/promo-codes');
      const rows = answer.results.map((r) => withId(r, 'code'));
      return { data: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length };
    }
    case 'robot-failures': {
      // Newest first, at most 500 (the endpoint's own limit); paged here.
      const answer = await http.request<{ results: Row[] }>(
        'GET',
        `/api/admin/robot/failures${q({ limit: 500, batch_id: filter.batch_id })}`,
      );
      const rows = answer.results.map((r) => withId(r, 'id'));
      return { data: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length };
    }
    case 'outbox-sms':
    case 'outbox-sms-deliveries':
    case 'outbox-email': {
      const answer = await http.request<Page>(
        'GET',
        `/api/admin/outbox/${resource.slice(7)}${q({ page, page_size: Math.min(pageSize, 100) })}`,
      );
      return { data: answer.results.map((r) => withId(r, 'id')), total: answer.count };
    }
    default:
      throw new Error(`Unknown resource ${resource}`);
  }
}

async function one(http: HttpClient, resource: string, id: string): Promise<RaRecord> {
  switch (resource) {
    case 'batches': {
      // The detail endpoint accepts requests or orders for any batch id; the type only names the list.
      const row = await http.request<Row>('GET', `/api/batch/orders/${enc(id)}`);
      return withId(row, 'id');
    }
    case 'users':
      return withId(await http.request<Row>('GET', `/api/admin/users/${enc(id)}`), 'id');
    case 'promo-codes':
      return withId(await http.request<Row>('GET', `/api/admin/promo-codes/${enc(id)}`), 'code');
    default:
      throw new Error(`No detail for ${resource}`);
  }
}

/** What a promo save may send besides the code (which only a create sends). */
const PROMO_EDITABLE = [
  'kind',
  'value',
  'min_order_total',
  'valid_from',
  'valid_until',
  'max_redemptions',
  'once_per_account',
  'active',
  'description',
];

/** Promo-code form values → the API's body (dates as ISO strings, empty optional fields as null). */
function promoBody(data: Row, creating: boolean): Row {
  const body: Row = {};
  // A new list each time: unshifting into PROMO_EDITABLE itself added 'code' again on every create.
  const fields = creating ? ['code', ...PROMO_EDITABLE] : PROMO_EDITABLE;
  for (const field of fields) {
    if (!(field in data)) continue;
    const value = data[field];
    if (value === '' || value === undefined) {
      if (field === 'valid_until' || field === 'max_redemptions') body[field] = null;
      continue;
    }
    body[field] =
      (field === 'valid_from' || field === 'valid_until') && value ? new Date(displayText(value)).toISOString() : value;
  }
  return body;
}

/** The promo form's inputs, each with its own hint under `admin.promo.fieldErrors` (what the server accepts). */
const PROMO_FIELDS = new Set(['code', ...PROMO_EDITABLE]);

/**
 * A refused promo save as react-admin's server-side validation error (shown under the input, rather
 * than a bare "Wrong Input"): the promo field's own hint (what the server accepts) for VALIDATION_FAILED.
 */
const promoSave = <T>(save: () => Promise<T>): Promise<T> =>
  savedOrRefused(save, {
    isField: (field) => PROMO_FIELDS.has(field),
    hint: (field) => `admin.promo.fieldErrors.${field}`,
  });

export interface AdminDataProvider extends DataProvider, StaffCalls {
  /** Custom calls (pessimistic: the caller waits for the server's answer). */
  expirePromoCode(code: string): Promise<RaRecord>;
}

export function createDataProvider(http: HttpClient): AdminDataProvider {
  // react-admin's methods are generic in the record type; our rows are plain JSON records.
  const provider = {
    getList: (resource: string, params: GetListParams) => list(http, resource, params),
    getOne: async (resource: string, params: { id: unknown }) => ({
      data: await one(http, resource, String(params.id)),
    }),
    getMany: async (resource: string, params: { ids: unknown[] }) => ({
      data: await Promise.all(params.ids.map((id) => one(http, resource, String(id)))),
    }),
    getManyReference: async (resource: string, params: GetListParams & { target: string; id: unknown }) => {
      const { data, total } = await list(http, resource, {
        ...params,
        filter: { ...(params.filter as Record<string, unknown>), [params.target]: params.id },
      });
      return { data, total };
    },
    create: async (resource: string, params: { data: unknown }) => {
      if (resource !== 'promo-codes') throw new Error(`Cannot create ${resource}`);
      const row = await promoSave(() =>
        http.request<Row>('POST', '/api/admin/promo-codes', promoBody(params.data as Row, true)),
      );
      return { data: withId(row, 'code') };
    },
    update: async (resource: string, params: { id: unknown; data: unknown }) => {
      if (resource !== 'promo-codes') throw new Error(`Cannot update ${resource}`);
      const row = await promoSave(() =>
        http.request<Row>(
          'PATCH',
          `/api/admin/promo-codes/${enc(String(params.id))}`,
          promoBody(params.data as Row, false),
        ),
      );
      return { data: withId(row, 'code') };
    },
    updateMany: () => Promise.reject(new Error('Not supported')),
    delete: () => Promise.reject(new Error('Not supported')),
    deleteMany: () => Promise.reject(new Error('Not supported')),
    ...staffCalls(http),
    expirePromoCode: async (code: string) =>
      withId(await http.request<Row>('PATCH', `/api/admin/promo-codes/${enc(code)}`, { expire: true }), 'code'),
  };
  return provider as unknown as AdminDataProvider;
}
