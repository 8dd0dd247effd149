import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Actor, ActorRole } from './actor';
import type { SessionRef } from './session-token';

export const PUBLIC_ROUTE = 'auth:public';
export const ALLOWED_ROLES = 'auth:roles';

/** Routes are signed-in only unless marked public: forgetting a guard must fail closed. */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Restricts a route to these roles; the check runs on the server whatever the UI shows. */
export const Roles = (...roles: ActorRole[]) => SetMetadata(ALLOWED_ROLES, roles);

/** Injects the signed-in actor set by the AuthGuard. */
export const CurrentActor = createParamDecorator((_: unknown, context: ExecutionContext): Actor => {
  return context.switchToHttp().getRequest<{ actor: Actor }>().actor;
});

/** Injects the session the caller's token names (logout ends it). */
export const CurrentSession = createParamDecorator((_: unknown, context: ExecutionContext): SessionRef => {
  return context.switchToHttp().getRequest<{ session: SessionRef }>().session;
});
