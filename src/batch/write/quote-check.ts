import { quoteOf, quoteRevisionOf, type BatchFees, type BatchState } from '@machines/batch';
import type { QuoteChangedParams } from '@contracts/batch/quote';
import { ApiError } from '../../platform/web/api-error';

/** 409 QUOTE_CHANGED: what the caller accepted is not what the requester would pay now; carries the new quote. */
export function quoteChanged(given: string, fees: BatchFees | null): ApiError {
  const params: QuoteChangedParams = {
    quote_revision: quoteRevisionOf(fees),
    given_revision: given,
    quote: quoteOf(fees),
  };
  return new ApiError(
    409,
    'QUOTE_CHANGED',
    'The quote has changed. Please review the new figures and confirm again.',
    params as unknown as Record<string, unknown>,
  );
}

/**
 * Refuses unless `given` names the quote of the state being decided (run inside the writer's build,
 * so a concurrent change re-runs it on the fresh state). `undefined`: the caller named none.
 */
export function requireQuote(state: BatchState, given: string | undefined): void {
  if (given === undefined) return;
  if (given !== quoteRevisionOf(state.context.fees)) throw quoteChanged(given, state.context.fees);
}
