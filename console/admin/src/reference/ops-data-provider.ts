import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import type { HttpClient } from '@shared/api/http-client';
import { displayText } from '../app/display-text';
import { savedOrRefused } from '../app/form-save-error';
import { unitDigitsOf } from './reference-units';

type Row = Record<string, unknown>;

/** The reference tables an operator edits (Ops contract): API path, the row's key, and what may be created/deleted. */
export const REFERENCE_TABLES = {
  'ref-fee-rates': {
    path: 'fee-rates',
    key: 'id',
    table: 'fee_rates',
    creatable: false,
    writable: ['fee_flat_cents', 'fee_per_weight_cents'],
  },
  'ref-currency-rates': {
    path: 'currency-rates',
    key: 'currency',
    table: 'currency_rates',
    creatable: false,
    writable: ['rate_micro'],
  },
  'ref-featured-shops': {
    path: 'featured-shops',
    key: 'id',
    table: 'featured_shops',
    creatable: true,
    writable: ['region', 'name', 'url', 'categories', 'description', 'image'],
  },
  'ref-pickup-locations': {
    path: 'pickup-locations',
    key: 'id',
    table: 'pickup_locations',
    creatable: false,
    writable: ['name', 'name_zh_hk', 'name_zh_tw', 'address_line_1', 'address_line_2', 'open_hours_text'],
  },
  'ref-prohibited-items': {
    path: 'prohibited-items',
    key: 'name',
    table: 'prohibited_items',
    creatable: true,
    writable: ['name', 'category', 'title', 'scope', 'description', 'sort'],
  },
} as const;
export type ReferenceResource = keyof typeof REFERENCE_TABLES;

const isReference = (resource: string): resource is ReferenceResource => resource in REFERENCE_TABLES;
const enc = encodeURIComponent;

/** Our endpoints answer `{ results }` (some also `count`); a bare array is accepted too. */
function rowsOf(answer: unknown): Row[] {
  if (Array.isArray(answer)) return answer as Row[];
  const results = (answer as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? (results as Row[]) : [];
}

const withKey = (row: Row, key: string): RaRecord => ({ ...row, id: String(row[key]) });

/** Small tables listed whole by the server: filter (`q` over every text field), sort and page in the browser. */
function pageLocally(rows: RaRecord[], params: GetListParams): { data: RaRecord[]; total: number } {
  const filter = (params.filter ?? {}) as Row;
  const needle = typeof filter.q === 'string' ? filter.q.trim().toLowerCase() : '';
  let out = needle
    ? rows.filter((r) =>
        Object.values(r).some((v) =>
          String(v ?? '')
            .toLowerCase()
            .includes(needle),
        ),
      )
    : rows;
  const sort = params.sort;
  if (sort?.field) {
    const dir = sort.order === 'DESC' ? -1 : 1;
    out = [...out].sort((a, b) => {
      const x = a[sort.field] as string | number;
      const y = b[sort.field] as string | number;
      return x === y ? 0 : (x ?? '') > (y ?? '') ? dir : -dir;
    });
  }
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? 25;
  return { data: out.slice((page - 1) * perPage, page * perPage), total: out.length };
}

/**
 * Reference form values → the API body: only the columns the server lets staff write (the form also
 * holds read-only columns and react-admin's `id`). The key is in the path when editing.
 */
function bodyOf(resource: ReferenceResource, data: Row, creating: boolean): Row {
  const { key, writable } = REFERENCE_TABLES[resource];
  const body: Row = {};
  for (const field of writable as readonly string[]) {
    if (!creating && field === key) continue;
    const value = data[field];
    if (value === undefined) continue;
    // An emptied optional text (a shop's image) is no value, not an empty string.
    body[field] = value === '' && field === 'image' ? null : value;
  }
  return body;
}

async function opsList(
  http: HttpClient,
  resource: string,
  params: GetListParams,
): Promise<{ data: RaRecord[]; total: number } | undefined> {
  const filter = (params.filter ?? {}) as Row;
  if (isReference(resource)) {
    const { path, key } = REFERENCE_TABLES[resource];
    const answer = await http.request<unknown>('GET', `/api/admin/reference/${path}`);
    return pageLocally(
      rowsOf(answer).map((r) => withKey(r, key)),
      params,
    );
  }
  switch (resource) {
    case 'ref-changes': {
      const table = typeof filter.table === 'string' && filter.table ? `?table=${enc(filter.table)}` : '';
      const answer = await http.request<unknown>('GET', `/api/admin/reference/changes${table}`);
      // A change row may carry no id of its own: its position in the newest-first list names it.
      const rows = rowsOf(answer).map((r, i) => ({
        ...r,
        id: displayText(r.id ?? `${String(r.table)}:${String(r.key)}:${String(r.changed_at)}:${i}`),
      }));
      return pageLocally(rows, { ...params, filter: { q: filter.q }, sort: { field: '', order: 'ASC' } });
    }
    case 'payment-alerts': {
      const open = filter.open === true ? '&open=true' : '';
      const answer = await http.request<unknown>('GET', `/api/admin/payments/alerts?limit=500${open}`);
      return pageLocally(
        rowsOf(answer).map((r) => withKey(r, 'id')),
        { ...params, sort: { field: '', order: 'ASC' } },
      );
    }
    case 'timer-alerts': {
      const answer = await http.request<unknown>('GET', '/api/admin/timers/alerts');
      return pageLocally(
        rowsOf(answer).map((r) => withKey(r, 'id')),
        { ...params, sort: { field: '', order: 'ASC' } },
      );
    }
    case 'user-batches': {
      // Reached through getManyReference with target `account_id`.
      // The server pages (newest change first, count bounded at 10,000): asking for the whole list
      // and paging here showed only its first page.
      const accountId = displayText(filter.account_id);
      const page = params.pagination?.page ?? 1;
      const perPage = Math.min(params.pagination?.perPage ?? 12, 100);
      const answer = await http.request<{ results: Row[]; count?: number; count_capped?: boolean }>(
        'GET',
        `/api/admin/users/${enc(accountId)}/batches?page=${page}&page_size=${perPage}`,
      );
      const data = rowsOf(answer).map((r) => withKey({ ...r, id: r.id ?? r.batch_id }, 'id'));
      return { data, total: typeof answer.count === 'number' ? answer.count : data.length };
    }
    default:
      return undefined;
  }
}

/**
 * Adds the ops resources (reference tables, their change log, alerts, a user's batches, and the
 * account changes on `users`) to the console's data provider, delegating everything else to it.
 * All writes are pessimistic: the pages wait for the server's answer before showing it.
 */
export function withOpsResources<T extends DataProvider>(base: T, http: HttpClient): T {
  const provider: DataProvider = {
    ...base,
    getList: async (resource, params) => (await opsList(http, resource, params)) ?? base.getList(resource, params),
    getManyReference: async (resource, params) => {
      const mine = await opsList(http, resource, {
        ...params,
        filter: { ...(params.filter as Record<string, unknown>), [params.target]: params.id },
      });
      return mine ?? base.getManyReference(resource, params);
    },
    getOne: async (resource, params) => {
      if (!isReference(resource)) return base.getOne(resource, params);
      const { path, key } = REFERENCE_TABLES[resource];
      // The contract has no single-row GET: read the table and pick the row.
      const rows = rowsOf(await http.request<unknown>('GET', `/api/admin/reference/${path}`));
      const row = rows.find((r) => String(r[key]) === String(params.id));
      if (!row) throw new Error('ra.notification.item_doesnt_exist');
      return { data: withKey(row, key) } as Awaited<ReturnType<DataProvider['getOne']>>;
    },
    getMany: async (resource, params) => {
      if (!isReference(resource)) return base.getMany(resource, params);
      const { path, key } = REFERENCE_TABLES[resource];
      const rows = rowsOf(await http.request<unknown>('GET', `/api/admin/reference/${path}`)).map((r) =>
        withKey(r, key),
      );
      const wanted = new Set(params.ids.map(String));
      return { data: rows.filter((r) => wanted.has(String(r.id))) } as Awaited<ReturnType<DataProvider['getMany']>>;
    },
    create: async (resource, params) => {
      if (!isReference(resource)) return base.create(resource, params);
      const { path, key } = REFERENCE_TABLES[resource];
      const data = params.data as Row;
      const row = await savedOrRefused(
        () => http.request<Row>('POST', `/api/admin/reference/${path}`, bodyOf(resource, data, true)),
        { unitDigits: (field) => unitDigitsOf(field, data) },
      );
      return { data: withKey(row, key) } as Awaited<ReturnType<DataProvider['create']>>;
    },
    update: async (resource, params) => {
      if (resource === 'users') {
        // PATCH /api/admin/users/{id} { account_type?, disabled? } → the user row plus `disabled`.
        const data = params.data as Row;
        const body: Row = {};
        if (data.account_type !== undefined) body.account_type = data.account_type;
        if (data.disabled !== undefined) body.disabled = data.disabled;
        const row = await http.request<Row>('PATCH', `/api/admin/users/${enc(String(params.id))}`, body);
        return { data: withKey(row, 'id') } as Awaited<ReturnType<DataProvider['update']>>;
      }
      if (!isReference(resource)) return base.update(resource, params);
      const { path, key } = REFERENCE_TABLES[resource];
      const id = String(params.id);
      const data = params.data as Row;
      const row = await savedOrRefused(
        () => http.request<Row>('PUT', `/api/admin/reference/${path}/${enc(id)}`, bodyOf(resource, data, false)),
        // The row's currency (read-only on the form) says how many decimals its fees have.
        { unitDigits: (field) => unitDigitsOf(field, { ...(params.previousData as Row | undefined), ...data }) },
      );
      // Keep the row's key even if the answer is a bare acknowledgement.
      return {
        data: withKey(
          {
            ...(params.data as Row),
            ...row,
            [key]: row?.[key] ?? (params.previousData as Row | undefined)?.[key] ?? id,
          },
          key,
        ),
      } as Awaited<ReturnType<DataProvider['update']>>;
    },
    delete: async (resource, params) => {
      if (!isReference(resource)) return base.delete(resource, params);
      const { path } = REFERENCE_TABLES[resource];
      await http.request<unknown>('DELETE', `/api/admin/reference/${path}/${enc(String(params.id))}`);
      return { data: params.previousData ?? { id: params.id } } as Awaited<ReturnType<DataProvider['delete']>>;
    },
  };
  return provider as T;
}
