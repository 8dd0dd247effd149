import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Actor } from '../auth/actor';

/**
 * The signed-in caller with the request and the response, for a handler that passes them on together
 * (read-your-writes reads the request, a command's context its request id, the answer sets headers).
 * Taking the response here keeps Nest's own answer of what the handler returns, as `passthrough` does.
 */
export interface Exchange {
  readonly actor: Actor;
  readonly request: Request;
  readonly response: Response;
}

/** Injects the Exchange; the actor is the one the AuthGuard set (as `@CurrentActor()`). */
export const CurrentExchange = createParamDecorator((_: unknown, context: ExecutionContext): Exchange => {
  const http = context.switchToHttp();
  const request = http.getRequest<Request & { actor: Actor }>();
  return { actor: request.actor, request, response: http.getResponse<Response>() };
});
