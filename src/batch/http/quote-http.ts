import type { Request } from 'express';
import { ApiError } from '../../platform/web/api-error';

const MAX_REVISION = 1_000_000;
const wrong = (field: string, constraint: string) =>
  new ApiError(400, 'VALIDATION_FAILED', 'Wrong format', { field, constraint });

/** A revision as sent: a positive integer (the If-Match tag's text `"3"`, `W/"3"` is its decimal form). */
function revisionOf(raw: unknown, field: string): number {
  const n = typeof raw === 'string' && /^[0-9]{1,7}$/.test(raw) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_REVISION) throw wrong(field, 'isInt');
  return n;
}

/**
 * The quote revision a confirm or pay accepts: body `quote_revision` (an integer), or the `If-Match`
 * ETag (`"3"`, `W/"3"`; `*` names none). Both given and different → 400. `undefined`: none named
 * (requireQuote then answers 428 QUOTE_REVISION_REQUIRED).
 */
export function acceptedQuoteRevision(body: unknown, request: Request): number | undefined {
  const raw = (body as { quote_revision?: unknown } | null | undefined)?.quote_revision;
  const fromBody = raw === undefined || raw === null ? undefined : revisionOf(raw, 'quote_revision');
  const header = request.headers['if-match'];
  const tag =
    typeof header === 'string'
      ? header
          .trim()
          .replace(/^W\//, '')
          .replace(/^"(.*)"$/, '$1')
      : undefined;
  const fromHeader = tag && tag !== '*' ? revisionOf(tag, 'if-match') : undefined;
  if (fromBody !== undefined && fromHeader !== undefined && fromBody !== fromHeader)
    throw new ApiError(400, 'VALIDATION_FAILED', 'Wrong Input', { field: 'quote_revision', constraint: 'if_match' });
  return fromBody ?? fromHeader;
}
