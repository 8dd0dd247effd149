import type { Request } from 'express';
import { ApiError } from '../../platform/web/api-error';

const REVISION = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The quote revision a confirm or pay accepts: body `quote_revision`, or the `If-Match` ETag
 * (`"q…"`, `W/"q…"`; `*` names none). Both given and different → 400.
 */
export function acceptedQuoteRevision(body: unknown, request: Request): string | undefined {
  const raw = (body as { quote_revision?: unknown } | null | undefined)?.quote_revision;
  if (raw !== undefined && raw !== null && (typeof raw !== 'string' || !REVISION.test(raw)))
    throw new ApiError(400, 'VALIDATION_FAILED', 'Wrong format', { field: 'quote_revision', constraint: 'format' });
  const fromBody = typeof raw === 'string' ? raw : undefined;
  const header = request.headers['if-match'];
  const tag =
    typeof header === 'string'
      ? header
          .trim()
          .replace(/^W\//, '')
          .replace(/^"(.*)"$/, '$1')
      : undefined;
  const fromHeader = tag && tag !== '*' && REVISION.test(tag) ? tag : undefined;
  if (typeof header === 'string' && tag && tag !== '*' && !fromHeader)
    throw new ApiError(400, 'VALIDATION_FAILED', 'Wrong format', { field: 'if-match', constraint: 'format' });
  if (fromBody && fromHeader && fromBody !== fromHeader)
    throw new ApiError(400, 'VALIDATION_FAILED', 'Wrong Input', { field: 'quote_revision', constraint: 'if_match' });
  return fromBody ?? fromHeader;
}
