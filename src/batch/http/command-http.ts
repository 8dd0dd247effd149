import { randomUUID } from 'node:crypto';
import { applyDecorators, createParamDecorator, HttpCode, Post, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Actor, ActorRole } from '../../platform/auth/actor';
import { Roles } from '../../platform/auth/auth.decorators';
import type { BatchCommand as MachineCommand } from '@machines/batch';
import type { BatchWriter } from '../write/batch-writer';
import type { CommandContext, CommandResult } from '../write/command-context';
import { wellFormedId } from '../../platform/web/api-error';
import { acceptedQuoteRevision } from './quote-http';

export const EVENT_POSITION_HEADER = 'X-Event-Position';

/**
 * A POST that runs a command on a batch: it answers 200 with the command's result (nothing is
 * created at a new address, so not Nest's default 201), and only `roles` may call it.
 */
export const CommandPost = (path: string, ...roles: ActorRole[]) =>
  applyDecorators(Post(path), HttpCode(200), Roles(...roles));

export function commandContext(actor: Actor, request: Request): CommandContext {
  const requestId = request.headers['x-request-id'];
  const correlationId =
    typeof requestId === 'string' && requestId.length > 0 && requestId.length <= 100 ? requestId : randomUUID();
  return { actor, correlationId };
}

/** Ids are ours (UUIDs): anything else is malformed input (400 naming `id`), never a lookup. */
export function batchIdParam(id: string): string {
  return wellFormedId(id, 'id');
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

/** What a command route takes from its request besides the body: who asks, the batch, and how to answer. */
export interface BatchCommandCall {
  /** The signed-in caller (the same as context.actor, typed as a person: an HTTP caller is never the system). */
  readonly actor: Actor;
  /** The actor and the request's correlation id (X-Request-Id), for the events' metadata. */
  readonly context: CommandContext;
  /**
   * The batch the `:id` path names, checked when the route asks for it: a malformed id is a 400 only
   * after the body passed validation, so a route's answer to bad input does not depend on its path.
   */
  batchId(): string;
  /** The command's answer, with X-Event-Position set for read-your-writes. */
  respond(result: CommandResult): Record<string, unknown>;
  /** Sets X-Event-Position on an answer of another shape, so the client still reads its own write. */
  markPosition(position: string): void;
  /** The quote revision the body or the If-Match header accepts (see acceptedQuoteRevision). */
  acceptedQuoteRevision(body: unknown): number | undefined;
  /** The Idempotency-Key header as sent, unchecked: the routes that take one check it in their own order. */
  readonly idempotencyKey: unknown;
}

/** Injects the BatchCommandCall of a command route (the actor is the one the AuthGuard set). */
export const BatchCommand = createParamDecorator((_: unknown, execution: ExecutionContext): BatchCommandCall => {
  const http = execution.switchToHttp();
  const request = http.getRequest<Request & { actor: Actor }>();
  const response = http.getResponse<Response>();
  return {
    actor: request.actor,
    context: commandContext(request.actor, request),
    batchId: () => batchIdParam(String(request.params.id)),
    respond: (result) => respond(response, result),
    markPosition: (position) => response.setHeader(EVENT_POSITION_HEADER, position),
    acceptedQuoteRevision: (body) => acceptedQuoteRevision(body, request),
    idempotencyKey: request.headers['idempotency-key'],
  };
});

/** A route that is one command on its `:id` batch, its data not depending on the state: written and answered. */
export async function answerCommand<T extends MachineCommand['type']>(
  writer: BatchWriter,
  call: BatchCommandCall,
  type: T,
  data: Parameters<typeof writer.command<T>>[3],
): Promise<Record<string, unknown>> {
  return call.respond(await writer.command<T>(call.batchId(), call.context, type, data));
}
