import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../../batch';

/** The actor of what the shipment process and its cut-off job write. */
export const SHIPMENT_SYSTEM_ACTOR = { id: 'system:shipments', role: 'system' as const };

/** A job's command context: its source event is the cause (and, without a request, the correlation). */
export function systemContext(causationId: string, correlationId: string = causationId): CommandContext {
  return { actor: SHIPMENT_SYSTEM_ACTOR, correlationId: correlationId || randomUUID(), causationId };
}
