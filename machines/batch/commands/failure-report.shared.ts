/** The report an outside service sends when it fails (the payment provider, the purchase robot). */
import type { DomainError } from '../batch.errors';
import { firstError, optionalText, requireText } from './validate';

export interface FailureReport {
  code: string;
  message: string;
}

/** The code is required (screens translate it); the message is free text, stored as '' when absent. */
export function checkFailureReport(d: FailureReport): FailureReport | DomainError {
  const err = firstError(
    () => requireText(d.code, 'code', 64),
    () => optionalText(d.message, 'message'),
  );
  return err ?? { code: d.code, message: d.message ?? '' };
}
