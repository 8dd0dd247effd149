import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SupportIdentity, SupportRoomIdentity, SupportStartPayload } from '@contracts/chat';
import { Clock } from '../../platform/clock/clock';
import { supportIdentityHash, verifySupportIdentityHash } from './support-identity-hash';
import { supportRoomOf } from './chat-room';

/** The key of the identity hash (SUPPORT_CHAT_SECRET or derived; chat.module.ts provides it). */
export const SUPPORT_CHAT_KEY = Symbol('SUPPORT_CHAT_KEY');

/** Language codes the apps use (en-us, zh-hk…); anything else is stored as the default. */
const LANGUAGE = /^[a-z]{2}(-[a-z]{2})?$/i;
const DEFAULT_LANGUAGE = 'en-hk';

interface AccountFacts {
  first_name: string;
  email: string;
  language: string;
  request_count: number;
  order_count: number;
}

/**
 * The support chat widget's identity (spec §7): what the customer app starts the support chat with,
 * the hash check when it starts, and what staff see beside the conversation. The name, e-mail and
 * counts staff see are this server's own figures at the start (the widget's copies are not
 * trusted); the language is the one the app shows.
 */
@Injectable()
export class SupportIdentityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(SUPPORT_CHAT_KEY) private readonly key: string,
  ) {}

  /** GET /api/support/identity for the signed-in account. */
  async identityOf(accountId: string): Promise<SupportIdentity> {
    const facts = await this.facts(accountId);
    return {
      account_id: accountId,
      first_name: facts.first_name,
      email: facts.email,
      language: facts.language,
      hash: supportIdentityHash(this.key, accountId),
      request_count: facts.request_count,
      order_count: facts.order_count,
    };
  }

  /**
   * `support:start`: the widget's identity must name the signed-in account with its hash; then it
   * is recorded for staff. Returns the support room, or null when refused.
   */
  async start(accountId: string, payload: Partial<SupportStartPayload> | undefined): Promise<string | null> {
    if (!payload || payload.account_id !== accountId) return null;
    if (!verifySupportIdentityHash(this.key, accountId, payload.hash)) return null;
    const facts = await this.facts(accountId);
    const language =
      typeof payload.language === 'string' && LANGUAGE.test(payload.language)
        ? payload.language.toLowerCase()
        : facts.language;
    const room = supportRoomOf(accountId);
    await this.dataSource.query(
      `INSERT INTO support_chat_identities
              (room, account_id, first_name, email, language, request_count, order_count, started_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (room) DO UPDATE SET first_name = EXCLUDED.first_name, email = EXCLUDED.email,
              language = EXCLUDED.language, request_count = EXCLUDED.request_count,
              order_count = EXCLUDED.order_count, started_at = EXCLUDED.started_at`,
      [
        room,
        accountId,
        facts.first_name,
        facts.email,
        language,
        facts.request_count,
        facts.order_count,
        this.clock.now(),
      ],
    );
    return room;
  }

  /** Staff's side panel: the identity the widget last started with, or null before any start. */
  async ofRoom(room: string): Promise<SupportRoomIdentity> {
    const rows: Array<AccountFacts & { account_id: string; started_at: Date }> = await this.dataSource.query(
      `SELECT account_id, first_name, email, language, request_count, order_count, started_at
         FROM support_chat_identities WHERE room = $1`,
      [room],
    );
    const r = rows[0];
    return {
      room,
      identity: r
        ? {
            account_id: r.account_id,
            first_name: r.first_name,
            email: r.email,
            language: r.language,
            request_count: r.request_count,
            order_count: r.order_count,
            started_at: r.started_at.toISOString(),
          }
        : null,
    };
  }

  /** Name, e-mail and language from the user row; requests and orders the account takes part in (the list read model). */
  private async facts(accountId: string): Promise<AccountFacts> {
    const [row]: Array<{ first_name: string | null; email: string | null; language: string | null }> =
      await this.dataSource.query(
        `SELECT u.first_name, u.email, u.language_country AS language
           FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id::text = $1`,
        [accountId],
      );
    const [counts]: Array<{ requests: number; orders: number }> = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE type = 'requests')::int AS requests,
              count(*) FILTER (WHERE type = 'orders')::int AS orders
         FROM rm_batch_list WHERE requester_id = $1 OR buyer_id = $1`,
      [accountId],
    );
    const language = row?.language && LANGUAGE.test(row.language) ? row.language.toLowerCase() : DEFAULT_LANGUAGE;
    return {
      first_name: row?.first_name ?? '',
      email: row?.email ?? '',
      language,
      request_count: counts?.requests ?? 0,
      order_count: counts?.orders ?? 0,
    };
  }
}
