import type { OtpCheckResult, OtpCreated, OtpVerified } from '@contracts/accounts';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { invalidMobile, parseMobileNumber, phoneUsed, UsersRepository } from '../accounts';
import { Clock } from '../../platform/clock/clock';
import {
  OTP_HASHER,
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_RESEND_MS,
  OTP_TTL_MS,
  OTP_VERIFIED_VALID_MS,
  OtpHasher,
  generateOtpCode,
} from './otp-code';
import { otpExpired, otpInvalidCode, otpLocked, otpNotFound, otpResendTooSoon } from './otp.errors';
import { OtpSms } from './otp-sms';

interface OtpRow {
  id: string;
  phone_number: string;
  code_hash: string;
  status: 'pending' | 'verified' | 'dead' | 'superseded' | 'consumed';
  failed_attempts: number;
  created_at: Date;
  expires_at: Date;
}

/** POST /api/otp/ answer. */
export type OtpRequested = OtpCreated;

/** Mobile verification by a 4-digit code sent by SMS. Codes exist only in the SMS, never in a log or a column. */
@Injectable()
export class OtpService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly sms: OtpSms,
    private readonly clock: Clock,
    @Inject(OTP_HASHER) private readonly hasher: OtpHasher,
  ) {}

  async request(userId: string, rawPhone: string, language: 'en' | 'zh'): Promise<OtpRequested> {
    const phone = parseMobileNumber(rawPhone);
    if (!phone) throw invalidMobile('phone_number');
    if (await this.users.mobileUsedByOther(phone.e164, userId)) throw phoneUsed();
    const now = this.clock.now();
    const code = generateOtpCode();
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
    await this.dataSource.transaction(async (manager) => {
      // One writer per number at a time, so two quick requests cannot both pass the resend window.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('otp:' || $1))`, [phone.e164]);
      const [latest]: Array<{ created_at: Date }> = await manager.query(
        `SELECT created_at FROM otp_verifications WHERE phone_number = $1 ORDER BY created_at DESC LIMIT 1`,
        [phone.e164],
      );
      const waitMs = latest ? latest.created_at.getTime() + OTP_RESEND_MS - now.getTime() : 0;
      if (waitMs > 0) throw otpResendTooSoon(Math.ceil(waitMs / 1000));
      await manager.query(
        `UPDATE otp_verifications SET status = 'superseded' WHERE phone_number = $1 AND status = 'pending'`,
        [phone.e164],
      );
      await manager.query(
        `INSERT INTO otp_verifications (id, user_id, phone_number, code_hash, language, status, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7)`,
        [id, userId, phone.e164, this.hasher.hash(id, code), language, now, expiresAt],
      );
    });
    // A gateway that refuses for now leaves a durable retry behind (otp-sms.ts); the answer is the same.
    await this.sms.send(id, phone.e164, language, code);
    return {
      otp_id: id,
      phone_number: phone.e164,
      expires_at: expiresAt.toISOString(),
      resend_after_seconds: OTP_RESEND_MS / 1000,
    };
  }

  async verify(userId: string, otpId: string, code: string): Promise<OtpVerified> {
    const now = this.clock.now();
    // The failed-attempt count must be committed even when the answer is an error, so the
    // transaction returns an outcome and the error is thrown after it commits.
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [otp]: OtpRow[] = await manager.query(
        `SELECT * FROM otp_verifications WHERE id = $1 AND user_id = $2 FOR UPDATE`,
        [otpId, userId],
      );
      if (!otp) return { error: otpNotFound() };
      const matches = this.hasher.matches(otp.id, code, otp.code_hash);
      if (otp.status === 'verified' && matches) return { otp };
      if (otp.status === 'dead') return { error: otpLocked() };
      if (otp.status !== 'pending' || otp.expires_at.getTime() <= now.getTime()) return { error: otpExpired() };
      if (!matches) {
        const failed = otp.failed_attempts + 1;
        const dead = failed >= OTP_MAX_FAILED_ATTEMPTS;
        await manager.query(`UPDATE otp_verifications SET failed_attempts = $2, status = $3 WHERE id = $1`, [
          otp.id,
          failed,
          dead ? 'dead' : 'pending',
        ]);
        return { error: dead ? otpLocked() : otpInvalidCode(OTP_MAX_FAILED_ATTEMPTS - failed) };
      }
      await manager.query(`UPDATE otp_verifications SET status = 'verified', verified_at = $2 WHERE id = $1`, [
        otp.id,
        now,
      ]);
      return { otp };
    });
    if ('error' in outcome && outcome.error) throw outcome.error;
    const otp = (outcome as { otp: OtpRow }).otp;
    return { otp_id: otp.id, phone_number: otp.phone_number, verified: true };
  }

  /** Whether this caller has a fresh verification for the number, and how long until a resend is allowed. */
  async check(userId: string, rawPhone: string): Promise<OtpCheckResult> {
    const phone = parseMobileNumber(rawPhone);
    if (!phone) throw invalidMobile('phone_number');
    const now = this.clock.now();
    const rows: Array<{ id: string; status: string; created_at: Date; verified_at: Date | null }> =
      await this.dataSource.query(
        `SELECT id, status, created_at, verified_at FROM otp_verifications WHERE phone_number = $1 AND user_id = $2 ORDER BY created_at DESC LIMIT 1`,
        [phone.e164, userId],
      );
    const latest = rows[0];
    const verified =
      !!latest?.verified_at &&
      latest.status === 'verified' &&
      latest.verified_at.getTime() + OTP_VERIFIED_VALID_MS > now.getTime();
    const waitMs = latest ? latest.created_at.getTime() + OTP_RESEND_MS - now.getTime() : 0;
    return {
      phone_number: phone.e164,
      verified,
      otp_id: latest?.id ?? null,
      resend_after_seconds: Math.max(0, Math.ceil(waitMs / 1000)),
    };
  }

  /** Uses up a fresh verification of `e164` by this user (registration, mobile change); false when there is none. */
  async consumeVerified(userId: string, e164: string, manager: EntityManager): Promise<boolean> {
    const now = this.clock.now();
    // Wrapped in a CTE because TypeORM answers a bare UPDATE with [rows, count], not rows.
    const rows: Array<{ id: string }> = await manager.query(
      `WITH consumed AS (
         UPDATE otp_verifications SET status = 'consumed', consumed_at = $3
         WHERE id = (SELECT id FROM otp_verifications WHERE user_id = $1 AND phone_number = $2 AND status = 'verified' AND verified_at > $4
                     ORDER BY verified_at DESC LIMIT 1 FOR UPDATE)
         RETURNING id)
       SELECT id FROM consumed`,
      [userId, e164, now, new Date(now.getTime() - OTP_VERIFIED_VALID_MS)],
    );
    return rows.length > 0;
  }
}
