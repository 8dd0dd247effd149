import type { PersonalDataBatch, PersonalDataExport, PersonalDataUser } from '@contracts/privacy';
import type { ShippingAddressView } from '@contracts/batch/batch-detail';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import type { UserRecord } from '../accounts';
import { PrivacyRequestsService } from './privacy-requests.service';

type Row = Record<string, unknown>;
const UPLOADS = '/api/uploads/';

/** Dates as ISO strings, everything else as stored. */
function plain<T>(row: Row): T {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out as T;
}

/** An item image id as the detail page serves it (src/batch/read/batch-detail imageUrl). */
const servedPath = (key: string): string => (/^(https?:\/\/|\/api\/uploads\/)/.test(key) ? key : `${UPLOADS}${key}`);

interface BatchContextSlice {
  delivery?: { kind: string; address?: ShippingAddressView } | null;
  items?: { imageId?: string | null }[];
  proofs?: { fileKey: string; uploadedBy?: string }[];
  rating?: { stars: number; review: string } | null;
  buyerRemark?: string | null;
  buyerNote?: string | null;
}

/**
 * Every personal field the system holds about one person, read where it lives
 * (users and their accounts, identities and sessions; the batch read model for what their batches
 * hold about them; chat, notifications, the outboxes, OTPs, client error reports, privacy requests).
 * A new table holding personal data must be added here and to test/privacy/personal-data-export.e2e.ts.
 */
@Injectable()
export class PersonalDataQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly requests: PrivacyRequestsService,
    private readonly clock: Clock,
  ) {}

  async export(user: UserRecord): Promise<PersonalDataExport> {
    const q = <T>(sql: string, params: unknown[]): Promise<T[]> =>
      this.dataSource.query(sql, params).then((rows: Row[]) => rows.map((r) => plain<T>(r)));
    const [userRow] = await q<PersonalDataUser>(
      `SELECT id, email, user_code, status, first_name, last_name, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, gender,
         id_number, mobile, country_id, language_country, address_1, address_2, region_id, state_id, district_id, city_id,
         zipcode, interests, paypal_email, avatar, activated_account, created_at, updated_at
       FROM users WHERE id = $1`,
      [user.id],
    );
    const accounts = await q<{ id: string; account_type: string; created_at: string }>(
      `SELECT id, account_type, created_at FROM accounts WHERE user_id = $1 ORDER BY created_at`,
      [user.id],
    );
    const ids = accounts.map((a) => a.id);
    const phones = await q<{ phone: string }>(
      `SELECT DISTINCT phone_number AS phone FROM otp_verifications WHERE user_id = $1`,
      [user.id],
    );
    const numbers = [...new Set([user.mobile, ...phones.map((p) => p.phone)].filter((n): n is string => !!n))];
    const batches = await this.batches(ids);
    return {
      generated_at: this.clock.now().toISOString(),
      user: userRow,
      accounts,
      identities: await q(
        `SELECT provider, subject, email, created_at FROM user_identities WHERE user_id = $1 ORDER BY created_at`,
        [user.id],
      ),
      terms_acceptances: await q(
        `SELECT account_type, terms_version, accepted_at FROM terms_acceptances WHERE user_id = $1 ORDER BY accepted_at`,
        [user.id],
      ),
      batches,
      chat_messages: await q(
        `SELECT id, room, sender_name, message, message_type, created_at FROM chat_messages
         WHERE sender_id = ANY($1) ORDER BY seq`,
        [ids],
      ),
      support_chats: await q(
        `SELECT room, first_name, email, language, started_at FROM support_chat_identities WHERE account_id = ANY($1)`,
        [ids],
      ),
      notifications: await q(
        `SELECT id, recipient_id AS account_id, tag, batch_number, content, is_read, created_at FROM rm_notifications
         WHERE recipient_id = ANY($1) ORDER BY created_at, seq`,
        [ids],
      ),
      emails_sent: await q(
        `SELECT to_address, subject, body, purpose, created_at FROM outbox_email WHERE lower(to_address) = lower($1) ORDER BY created_at`,
        [user.email],
      ),
      sms_sent: await q(
        `SELECT to_number, body, purpose, language, created_at FROM outbox_sms WHERE to_number = ANY($1) ORDER BY created_at`,
        [numbers],
      ),
      otp_verifications: await q(
        `SELECT phone_number, status, created_at, expires_at, verified_at FROM otp_verifications WHERE user_id = $1 ORDER BY created_at`,
        [user.id],
      ),
      sessions: await q(
        `SELECT account_id, issued_at, last_seen_at, revoked_at, revoked_reason FROM sessions
         WHERE account_id = ANY($1) ORDER BY issued_at`,
        [ids],
      ),
      client_reports: await q(
        `SELECT id, app, kind, message, route, user_agent, created_at FROM client_error_reports
         WHERE account_id = ANY($1) ORDER BY created_at`,
        [ids],
      ),
      uploads: [...(user.avatar ? [user.avatar] : []), ...batches.flatMap((b) => b.uploads)],
      privacy_requests: await this.requests.ofUser(user.id),
    };
  }

  /** What the person's batches hold about them: the requester's delivery and images, the buyer's remarks and receipts. */
  private async batches(accountIds: string[]): Promise<PersonalDataBatch[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT batch_id, batch_number, requester_id, status, created_at, updated_at, state->'context' AS context
       FROM rm_batch_detail WHERE requester_id = ANY($1) OR buyer_id = ANY($1) ORDER BY created_at`,
      [accountIds],
    );
    return rows.map((row) => {
      const context = (row.context ?? {}) as BatchContextSlice;
      const requester = accountIds.includes(row.requester_id as string);
      const address = context.delivery?.kind === 'address' ? (context.delivery.address ?? null) : null;
      const uploads = requester
        ? (context.items ?? []).flatMap((i) => (i.imageId ? [servedPath(i.imageId)] : []))
        : (context.proofs ?? [])
            .filter((p) => !p.uploadedBy || accountIds.includes(p.uploadedBy))
            .map((p) => servedPath(p.fileKey));
      return {
        batch_id: row.batch_id as string,
        batch_number: row.batch_number as string,
        role: requester ? 'requester' : 'buyer',
        status: row.status as string,
        created_at: new Date(row.created_at as string).toISOString(),
        updated_at: new Date(row.updated_at as string).toISOString(),
        delivery_address: requester ? address : null,
        rating: requester ? (context.rating ?? null) : null,
        buyer_remark: requester ? null : (context.buyerRemark ?? null),
        buyer_note: requester ? null : (context.buyerNote ?? null),
        uploads,
      };
    });
  }
}
