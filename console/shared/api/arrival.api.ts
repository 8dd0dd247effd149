import type { HttpClient } from './http-client';
import { sendOnce } from './send-once';
import type { CommandResult } from '@contracts/batch/batch-commands';
import type {
  ArrivalCounts,
  ArrivalLookupResult,
  ArrivalTimeline,
  CheckInForm,
  CheckInResult,
  DisputeDecisionForm,
  ProposeQuoteRevisionBody,
  ReportProblemForm,
} from '@contracts/batch/arrival';

const enc = encodeURIComponent;

/** Text fields and files as one multipart body (the server re-encodes each photo). */
function multipart(fields: object, files: Array<[name: string, file: File]>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== null && value !== '') form.append(key, String(value));
  for (const [name, file] of files) form.append(name, file);
  return form;
}

/**
 * Arrival in the open (docs/arrival.md), one method per endpoint: the warehouse's check-in and
 * dispute decisions (staff), the requester's review and quote-revision answers, the dispute thread
 * (requester, assigned buyer, staff) and the arrival tabs' counts. The server checks every role.
 */
export function createArrivalApi(http: HttpClient) {
  const post = (path: string, body: unknown) => http.request<CommandResult>('POST', path, body);
  return {
    counts: () => http.request<ArrivalCounts>('GET', '/api/batch/arrival/counts'),
    /** The order's arrival steps with who did each and why (whoever may see the order). */
    timeline: (id: string) => http.request<ArrivalTimeline>('GET', `/api/batch/arrival_timeline/${enc(id)}`),
    approve: (id: string, items: string[]) => post(`/api/batch/orders/arrival/${enc(id)}/approve`, { items }),
    report: (id: string, fields: ReportProblemForm, photos: File[]) =>
      sendOnce<CommandResult>(
        http,
        'POST',
        `/api/batch/orders/arrival/${enc(id)}/report`,
        multipart(
          fields,
          photos.map((p) => ['photos', p]),
        ),
      ),
    /** Under sendOnce: the server gives each message a new id, so a plain resend would post it twice. */
    postMessage: (id: string, disputeId: string, message: string, internal?: boolean) =>
      sendOnce<CommandResult>(
        http,
        'POST',
        `/api/batch/orders/arrival/${enc(id)}/disputes/${enc(disputeId)}/messages`,
        {
          message,
          ...(internal ? { internal: true } : {}),
        },
      ),
    acceptRevision: (id: string, revisionId: string) =>
      post(`/api/batch/orders/quote_revision/${enc(id)}/accept`, { revision_id: revisionId }),
    declineRevision: (id: string, revisionId: string, message: string) =>
      post(`/api/batch/orders/quote_revision/${enc(id)}/decline`, { revision_id: revisionId, message }),
    /** Staff: a batch number or a parcel tracking number. */
    lookup: (q: string) => http.request<ArrivalLookupResult>('GET', `/api/admin/arrivals/lookup?q=${enc(q)}`),
    checkIn: (id: string, fields: CheckInForm, photos: File[]) =>
      http.request<CheckInResult>(
        'POST',
        `/api/admin/batches/${enc(id)}/check_ins`,
        multipart(
          fields,
          photos.map((p) => ['photos', p]),
        ),
      ),
    decide: (id: string, disputeId: string, fields: DisputeDecisionForm, scalePhoto?: File) =>
      post(
        `/api/admin/batches/${enc(id)}/disputes/${enc(disputeId)}/decision`,
        multipart(fields, scalePhoto ? [['scale_photo', scalePhoto]] : []),
      ),
    proposeRevision: (id: string, body: ProposeQuoteRevisionBody) =>
      post(`/api/admin/batches/${enc(id)}/quote_revisions`, body),
  };
}

export type ArrivalApi = ReturnType<typeof createArrivalApi>;
