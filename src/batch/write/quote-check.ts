import { quoteOf, quoteRevisionOf, type BatchContext, type BatchState } from '@machines/batch';
import type { QuoteChangedParams } from '@contracts/batch/quote';
import { ApiError } from '../../platform/web/api-error';

/** 409 QUOTE_CHANGED: what the caller accepted is not what the requester would pay now; carries the new quote. */
export function quoteChanged(given: number, ctx: BatchContext): ApiError {
  const params: QuoteChangedParams = {
    quote_revision: quoteRevisionOf(ctx),
    given_revision: given,
    quote: quoteOf(ctx),
  };
  return new ApiError(
    409,
    'QUOTE_CHANGED',
    'The quote has changed. Please review the new figures and confirm again.',
    params as unknown as Record<string, unknown>,
  );
}

/** 428 QUOTE_REVISION_REQUIRED: confirm and pay must say which quote they accept; carries the current one. */
export function quoteRevisionRequired(ctx: BatchContext): ApiError {
  return new ApiError(428, 'QUOTE_REVISION_REQUIRED', 'Please review the quote and confirm the figures you accept.', {
    field: 'quote_revision',
    quote_revision: quoteRevisionOf(ctx),
    quote: quoteOf(ctx),
  });
}

/**
 * Refuses unless `given` names the current quote revision of the state being decided (run inside the
 * writer's build, so a concurrent change re-runs it on the fresh state). `undefined`: the caller named
 * none, which is refused too (issue 20: a requester pays only what they saw and accepted).
 */
export function requireQuote(state: BatchState, given: number | undefined): void {
  const ctx = state.context;
  if (given === undefined) throw quoteRevisionRequired(ctx);
  if (given !== quoteRevisionOf(ctx)) throw quoteChanged(given, ctx);
}
