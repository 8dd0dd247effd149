import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Actor, ActorRole } from './actor';
import { ALLOWED_ROLES, PUBLIC_ROUTE } from './auth.decorators';
import { accountDisabled, invalidToken, notAuthorized, notSignedIn, sessionExpired } from './auth.errors';
import { SessionChecks } from './session-checks';
import { SessionTokens, type SessionRef } from './session-token';

/** What a route's decorators say, read once per handler (decorators do not change at run time). */
interface RouteAccess {
  isPublic: boolean;
  roles: ActorRole[] | undefined;
}

/** Global guard: reads the bearer token, sets `request.actor`, enforces @Roles. */
@Injectable()
export class AuthGuard implements CanActivate {
  /** By controller class, then handler: an inherited handler may serve classes with different @Roles. */
  private readonly access = new WeakMap<object, WeakMap<object, RouteAccess>>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(SessionTokens) private readonly tokens: SessionTokens,
    private readonly sessions: SessionChecks,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, string | undefined>; actor?: Actor; session?: SessionRef }>();
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (token) {
      const verified = this.tokens.verify(token);
      if ('problem' in verified) throw verified.problem === 'expired' ? sessionExpired() : invalidToken();
      const refusal = await this.sessions.refusal(token, verified.actor, verified.session);
      if (refusal === 'disabled') throw accountDisabled();
      if (refusal === 'idle') throw sessionExpired();
      if (refusal) throw invalidToken();
      request.actor = verified.actor;
      request.session = verified.session;
    }
    const { isPublic, roles } = this.accessOf(context);
    if (isPublic) return true;
    if (!request.actor) throw notSignedIn();
    if (roles && !roles.includes(request.actor.role)) throw notAuthorized({ role: request.actor.role });
    return true;
  }

  private accessOf(context: ExecutionContext): RouteAccess {
    const handler = context.getHandler();
    const controller = context.getClass();
    let ofClass = this.access.get(controller);
    if (!ofClass) this.access.set(controller, (ofClass = new WeakMap()));
    let access = ofClass.get(handler);
    if (!access) {
      const targets = [handler, controller];
      access = {
        isPublic: Boolean(this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)),
        roles: this.reflector.getAllAndOverride<ActorRole[] | undefined>(ALLOWED_ROLES, targets),
      };
      ofClass.set(handler, access);
    }
    return access;
  }
}
