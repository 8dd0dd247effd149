import type { SignedOut } from '@contracts/accounts';
import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, CurrentSession } from '../../platform/auth/auth.decorators';
import { SessionStore } from '../../platform/auth/session-store';
import type { SessionRef } from '../../platform/auth/session-token';

/**
 * Sign-out that holds: the server ends the session, so the token is refused on every
 * later request and socket event, and its open sockets are disconnected (`session:ended`).
 */
@Controller('api/user/logout')
export class SignOutController {
  constructor(
    @Inject(SessionStore) private readonly sessions: SessionStore,
    private readonly dataSource: DataSource,
  ) {}

  @Post()
  @HttpCode(200)
  async logout(@CurrentActor() actor: Actor, @CurrentSession() session: SessionRef): Promise<SignedOut> {
    await this.sessions.signOut(actor.id, session);
    return { signed_out: 'session' };
  }

  /** Every account of the signed-in user (requester and buyer), on every device. */
  @Post('everywhere')
  @HttpCode(200)
  async everywhere(@CurrentActor() actor: Actor): Promise<SignedOut> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT a.id::text AS id FROM accounts a
        WHERE a.user_id = (SELECT user_id FROM accounts WHERE id::text = $1)`,
      [actor.id],
    );
    await this.sessions.signOutEverywhere([...new Set([actor.id, ...rows.map((r) => r.id)])]);
    return { signed_out: 'everywhere' };
  }
}
