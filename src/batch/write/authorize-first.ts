import {
  asStateLike,
  authorize,
  type BatchOptions,
  type BatchState,
  type CommandMetadata,
  type CommandType,
} from '@machines/batch';
import { toApiError } from '../core/domain-error.mapper';

/**
 * Handlers that look at the state before the decider (item checks, lookups in other batches) ask the
 * machine's permission table first, so a foreign batch still answers 404 and a wrong status 409
 * before any check that would tell something about the batch's items.
 */
export function authorizeFirst(
  type: CommandType,
  state: BatchState,
  metadata: CommandMetadata,
  options?: BatchOptions,
): void {
  const refused = authorize(type, asStateLike(state), metadata.actor, options);
  if (refused) throw toApiError(refused);
}
