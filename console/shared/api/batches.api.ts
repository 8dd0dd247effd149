import type { HttpClient } from './http-client';
import { sendOnce } from './send-once';
import type { BatchDetail, CombineCandidate, PickupLocation } from '@contracts/batch/batch-detail';
import type { BatchListKind, BatchListPage, BatchListQuery, BatchType } from '@contracts/batch/batch-list';
import type {
  AcceptRequestBody,
  CommandResult,
  CreateRequestBody,
  ModifyItemsBody,
} from '@contracts/batch/batch-commands';
import type { QuoteRevisionsAnswer } from '@contracts/batch/quote';
import type { UploadedFile } from '@contracts/uploads';

/** Read-your-writes (src/batch/read/read-your-writes.ts): the query waits until the read model has this position. */
export const EVENT_POSITION_HEADER = 'X-Event-Position';

const positionHeader = (position?: string): Record<string, string> =>
  position ? { [EVENT_POSITION_HEADER]: position } : {};

function listQuery(query: BatchListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Lists may arrive bare or wrapped (spec §7 pickup locations); callers always get the array. */
const unwrap = <T>(body: T[] | { results: T[] }): T[] => (Array.isArray(body) ? body : body.results);

/** The batch API of spec §7, one method per endpoint. */
export function createBatchesApi(http: HttpClient) {
  const put = (path: string, body: unknown = {}) => http.request<CommandResult>('PUT', `/api/batch/${path}`, body);
  const post = (path: string, body: unknown = {}) => http.request<CommandResult>('POST', `/api/batch/${path}`, body);
  return {
    list: (kind: BatchListKind, query: BatchListQuery, position?: string) =>
      http.request<BatchListPage>('GET', `/api/batch/${kind}${listQuery(query)}`, undefined, positionHeader(position)),
    detail: (type: BatchType, id: string, position?: string) =>
      http.request<BatchDetail>(
        'GET',
        `/api/batch/${type}/${encodeURIComponent(id)}`,
        undefined,
        positionHeader(position),
      ),
    /** The order's quote revisions: figures, who made each and why. */
    quotes: (id: string, position?: string) =>
      http.request<QuoteRevisionsAnswer>(
        'GET',
        `/api/batch/quotes/${encodeURIComponent(id)}`,
        undefined,
        positionHeader(position),
      ),
    /** Creating calls go through sendOnce: a resend after a lost answer never makes a second batch. */
    create: (body: CreateRequestBody) => sendOnce<CommandResult>(http, 'POST', '/api/batch/requests/create', body),
    accept: (id: string, body: AcceptRequestBody = {}) => put(`requests/accept/${id}`, body),
    decline: (id: string, reason: string, remark: string) =>
      post(`requests/decline/${id}`, { declined_reason: reason, declined_remark: remark || undefined }),
    cancel: (id: string) => put(`requests/cancel/${id}`),
    /**
     * Confirms the quote revision the requester saw (required: none named answers 428
     * QUOTE_REVISION_REQUIRED; a changed quote answers 409 QUOTE_CHANGED).
     */
    confirm: (id: string, quoteRevision: number) => put(`requests/confirm/${id}`, { quote_revision: quoteRevision }),
    modifyItems: (id: string, body: ModifyItemsBody) => post(`requests/modify/${id}/items`, body),
    declineItems: (id: string, items: string[], reason: string, remark = '') =>
      post(`requests/decline/${id}/items`, { items, declined_reason: reason, declined_remark: remark || undefined }),
    updateWarehouse: (id: string, warehouse: string) => put(`requests/update_warehouse/${id}`, { warehouse }),
    buyerRemark: (id: string, remark: string) => put(`requests/add/${id}/buyer/remark`, { buyer_remark: remark }),
    clone: (id: string, itemIds: string[]) =>
      sendOnce<CommandResult>(http, 'PUT', `/api/batch/orders/clone/${id}`, { clone_item_list: itemIds }),
    combineList: async (id: string) =>
      unwrap(
        await http.request<CombineCandidate[] | { results: CombineCandidate[] }>(
          'GET',
          `/api/batch/requests/combine_request_list/${id}`,
        ),
      ),
    /** The first id is kept; the others are merged into it. */
    combine: (keptId: string, mergedIds: string[]) =>
      sendOnce<CommandResult>(http, 'POST', '/api/batch/requests/combine_request', {
        batch_request_ids: [keptId, ...mergedIds],
      }),
    applyCoupon: (id: string, code: string) => put(`requests/coupon/${id}`, { coupon_code: code }),
    removeCoupon: (id: string) => http.request<CommandResult>('DELETE', `/api/batch/requests/coupon/${id}`),
    /**
     * POST /api/upload/ (file): the item image; its id goes into the item's image_id. Under sendOnce,
     * so a resend after a lost answer gets the first stored image back instead of storing another.
     */
    upload: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return sendOnce<UploadedFile>(http, 'POST', '/api/upload/', form);
    },
    pickupLocations: async () =>
      unwrap(await http.request<PickupLocation[] | { results: PickupLocation[] }>('GET', '/api/location/')),
  };
}

export type BatchesApi = ReturnType<typeof createBatchesApi>;
