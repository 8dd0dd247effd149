import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Actor } from '../../platform/auth/actor';
import type { CommandContext, CommandResult } from '../write/command-context';
import { ApiError } from '../../platform/web/api-error';

export const EVENT_POSITION_HEADER = 'X-Event-Position';

export function commandContext(actor: Actor, request: Request): CommandContext {
  const requestId = request.headers['x-request-id'];
  const correlationId =
    typeof requestId === 'string' && requestId.length > 0 && requestId.length <= 100 ? requestId : randomUUID();
  return { actor, correlationId };
}

/** Ids are ours (UUIDs): anything else is malformed input (400 naming `id`), never a lookup. */
export function batchIdParam(id: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw new ApiError(400, 'VALIDATION_FAILED', 'Wrong format', {
      field: 'id',
      constraint: 'isUuid',
      message: 'Wrong format',
    });
  return id.toLowerCase();
}

/**
 * A detail path names a batch by id or by its number (`BN…`, spec §7 search links): anything else is
 * malformed input (400 naming `id`), as for commands; a well-formed id that does not exist stays 404.
 */
export function batchIdOrNumberParam(id: string): string {
  if (/^BN[0-9A-Za-z_-]{1,60}$/.test(id)) return id;
  return batchIdParam(id);
}

/** Every command answers `{ id, batch_number?, status, revision, position, events }` + X-Event-Position. */
export function respond(response: Response, result: CommandResult): Record<string, unknown> {
  response.setHeader(EVENT_POSITION_HEADER, result.position);
  return {
    id: result.batchId,
    ...(result.batchNumber ? { batch_number: result.batchNumber } : {}),
    status: result.status,
    revision: result.revision,
    position: result.position,
    events: result.events.map((e) => e.type),
  };
}
