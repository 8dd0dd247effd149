import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../auth/actor';
import { SessionStore, type SessionRefusal } from '../auth/session-store';
import { SessionTokens, type SessionRef } from '../auth/session-token';

/** The handshake refusal the customer app recognises (contract: `connect_error` message). */
export const SOCKET_AUTH_ERROR = 'AUTH_INVALID_TOKEN';

/**
 * Checks a handshake token the way the HTTP AuthGuard checks a bearer token: a valid signature,
 * not expired, a known account type, and a session that was not ended (signed out, idle, account
 * revoked, disabled, or given another type). `recheck` runs the same session check again on every
 * event a connected socket sends.
 */
@Injectable()
export class SocketAuthenticator {
  constructor(
    @Inject(SessionTokens) private readonly tokens: SessionTokens,
    @Inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  async authenticate(token: unknown): Promise<{ actor: Actor; session: SessionRef } | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
    const verified = this.tokens.verify(token);
    if ('problem' in verified) return null;
    return (await this.sessions.check(verified.actor, verified.session)) ? null : verified;
  }

  recheck(actor: Actor, session: SessionRef): Promise<SessionRefusal> {
    return this.sessions.check(actor, session);
  }
}
