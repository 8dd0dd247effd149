import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import type { AdminPrivacyRequestPage, AdminPrivacyRequestView, PrivacyRequestAction } from '@contracts/privacy';
import type { HttpClient } from '@shared/api/http-client';

export const PRIVACY_RESOURCE = 'privacy-requests';

/** The console's calls on privacy requests: list and show, plus the two staff actions (pessimistic, see staff-mutation.ts). */
export interface PrivacyCalls {
  answerPrivacyRequest(id: string, body: PrivacyRequestAction): Promise<AdminPrivacyRequestView>;
  completePrivacyRequest(id: string, body: PrivacyRequestAction): Promise<AdminPrivacyRequestView>;
}

const enc = encodeURIComponent;

function query(params: GetListParams): string {
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const search = new URLSearchParams({
    page: String(params.pagination?.page ?? 1),
    page_size: String(Math.min(params.pagination?.perPage ?? 25, 100)),
  });
  if (typeof filter.status === 'string' && filter.status) search.set('status', filter.status);
  if (filter.overdue === 'true') search.set('overdue', 'true');
  return search.toString();
}

/** Adds `privacy-requests` (GET /api/admin/privacy-requests[/:id]) and its actions to the console's data provider. */
export function withPrivacyRequests<T extends DataProvider>(base: T, http: HttpClient): T & PrivacyCalls {
  return {
    ...base,
    getList: async (resource: string, params: GetListParams) => {
      if (resource !== PRIVACY_RESOURCE) return base.getList(resource, params);
      const page = await http.request<AdminPrivacyRequestPage>('GET', `/api/admin/privacy-requests?${query(params)}`);
      return { data: page.results as unknown as RaRecord[], total: page.count };
    },
    getOne: async (resource: string, params: { id: RaRecord['id'] }) => {
      if (resource !== PRIVACY_RESOURCE) return base.getOne(resource, params);
      const row = await http.request<AdminPrivacyRequestView>(
        'GET',
        `/api/admin/privacy-requests/${enc(String(params.id))}`,
      );
      return { data: row as unknown as RaRecord };
    },
    answerPrivacyRequest: (id, body) =>
      http.request<AdminPrivacyRequestView>('PUT', `/api/admin/privacy-requests/${enc(id)}/answer`, body),
    completePrivacyRequest: (id, body) =>
      http.request<AdminPrivacyRequestView>('PUT', `/api/admin/privacy-requests/${enc(id)}/complete`, body),
  };
}
