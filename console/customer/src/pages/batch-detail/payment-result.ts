import type { PayResult } from '@contracts/batch/checkout';

/** What the app does with a pay or details answer (common.md card payment contract). */
export type PaymentOutcome =
  | { kind: 'success'; position?: string }
  | { kind: 'pending' }
  | { kind: 'redirect'; url: string }
  | { kind: 'error'; key: string };

/**
 * Only an authorisation is a success. A pending answer means the provider decides later and tells
 * the server by webhook: the page says so and the live update brings the final state.
 */
export function outcomeOf(result: PayResult): PaymentOutcome {
  if (result.code === 'PAYMENT_REDIRECT') return { kind: 'redirect', url: result.action.url };
  if (result.code === 'PAYMENT_SUCCESSFUL') return { kind: 'success', position: result.position };
  return { kind: 'pending' };
}
