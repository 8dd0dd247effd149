import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { notAuthorized } from '../../platform/auth/auth.errors';
import { SessionTokens } from '../../platform/auth/session-token';

/** Methods that never change anything; every other method is a write. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes an auditor may still make: signing in (as someone else) changes no business data.
 * Keep this list short and explicit; test/audit/auditor-read-only.e2e.ts walks every route.
 */
export const AUDITOR_WRITE_EXCEPTIONS: ReadonlyArray<{ method: string; path: string }> = [
  { method: 'POST', path: '/api/user/login' },
  // Ending one's own session writes nothing anyone reads.
  { method: 'POST', path: '/api/user/logout' },
  { method: 'POST', path: '/api/user/logout/everywhere' },
];

/**
 * Auditors are read-only on every route, whatever each controller's @Roles says: one global
 * refusal cannot be forgotten on a new endpoint. It reads the token itself rather than relying on
 * the AuthGuard having run first (global guards' order follows module order, which is fragile).
 */
@Injectable()
export class AuditorReadOnlyGuard implements CanActivate {
  constructor(@Inject(SessionTokens) private readonly tokens: SessionTokens) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<{
      method: string;
      originalUrl?: string;
      url: string;
      headers: Record<string, string | undefined>;
      actor?: Actor;
    }>();
    if (READ_METHODS.has(request.method.toUpperCase())) return true;
    const path = (request.originalUrl ?? request.url).split('?')[0].replace(/\/+$/, '');
    if (AUDITOR_WRITE_EXCEPTIONS.some((e) => e.method === request.method.toUpperCase() && e.path === path)) return true;
    if (this.roleOf(request) === 'auditor') throw notAuthorized({ role: 'auditor' });
    return true;
  }

  private roleOf(request: { headers: Record<string, string | undefined>; actor?: Actor }): string | undefined {
    if (request.actor) return request.actor.role;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) return undefined;
    const verified = this.tokens.verify(token);
    // An invalid token is the AuthGuard's to refuse (401); here only a proven auditor matters.
    return 'problem' in verified ? undefined : verified.actor.role;
  }
}
