import {
  decide,
  isDomainError,
  quoteOf,
  quoteRevisionOf,
  type BatchCommand,
  type BatchContext,
  type BatchState,
} from '@machines/batch';
import type { QuoteChangedParams } from '@contracts/batch/quote';
import { ApiError } from '../../platform/web/api-error';
import { toApiError } from '../core/domain-error.mapper';

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
 * none, which is refused too: a requester pays only what they saw and accepted.
 * With `command`: a command the machine refuses anyway (not the owner, wrong status) gets the
 * machine's own refusal first, so the quote is never shown to someone who may not act. That refusal
 * is thrown here (never "skip the check and let the writer decide"): the quote check cannot be passed by.
 */
export function requireQuote(state: BatchState, given: number | undefined, command?: BatchCommand): void {
  const refusal = command ? decide(command, state) : [];
  if (isDomainError(refusal)) throw toApiError(refusal);
  const ctx = state.context;
  if (given === undefined) throw quoteRevisionRequired(ctx);
  if (given !== quoteRevisionOf(ctx)) throw quoteChanged(given, ctx);
}
