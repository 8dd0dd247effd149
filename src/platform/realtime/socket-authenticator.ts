import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../auth/actor';
import { SessionTokens } from '../auth/session-token';
import { sessionRefusal } from '../auth/session-refusal';

/** The handshake refusal the customer app recognises (contract: `connect_error` message). */
export const SOCKET_AUTH_ERROR = 'AUTH_INVALID_TOKEN';

/**
 * Checks a handshake token the way the HTTP AuthGuard checks a bearer token: a valid signature,
 * not expired, a known account type, and an account that was not revoked, disabled, or given another type.
 */
@Injectable()
export class SocketAuthenticator {
  constructor(
    @Inject(SessionTokens) private readonly tokens: SessionTokens,
    private readonly dataSource: DataSource,
  ) {}

  async authenticate(token: unknown): Promise<Actor | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
    const verified = this.tokens.verify(token);
    if ('problem' in verified) return null;
    return (await sessionRefusal(this.dataSource, verified.actor)) ? null : verified.actor;
  }
}
