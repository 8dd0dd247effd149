import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import { JobQueue } from '../../platform/jobs/job-queue';
import { JobWorker } from '../../platform/jobs/job-worker';
import { retryDelayMs, type Job } from '../../platform/jobs/job.types';
import { SmsDeliveries } from '../../platform/outbox/sms-deliveries';
import { DevOtpCodes } from './dev-otp-codes';
import { generateOtpCode, OTP_HASHER, type OtpHasher, otpSmsBody } from './otp-code';

export const OTP_SMS_RETRY = 'otp.sms-retry';
/** Attempts in all (the first one included): their backoff (5 + 10 + 20 + 40 + 80 s) ends well inside a code's 10 minutes. */
export const OTP_SMS_MAX_ATTEMPTS = 6;

interface RetryPayload extends Record<string, unknown> {
  otpId: string;
}

/**
 * Sends a one-time code by SMS; when the gateway may take it later (throttled, down, unreachable),
 * a durable job (`otp.sms-retry`) tries again with backoff on whichever instance is alive. A code
 * is never kept, so each retry issues a new code for the same OTP (its hash replaces the old one)
 * while the OTP is still pending and unexpired; otherwise the retry gives up as `expired`.
 */
@Injectable()
export class OtpSms implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deliveries: SmsDeliveries,
    private readonly jobs: JobQueue,
    private readonly worker: JobWorker,
    private readonly clock: Clock,
    @Inject(OTP_HASHER) private readonly hasher: OtpHasher,
    private readonly devCodes: DevOtpCodes,
  ) {}

  onModuleInit(): void {
    this.worker.register(OTP_SMS_RETRY, (job) => this.retry(job as Job<RetryPayload>));
  }

  async send(otpId: string, to: string, language: string, code: string): Promise<void> {
    this.devCodes.record(to, code);
    const outcome = await this.deliveries.attempt(otpId, this.message(to, language, code));
    if (outcome !== 'retry') return;
    const runAt = new Date(this.clock.now().getTime() + retryDelayMs(1));
    await this.jobs.schedule(OTP_SMS_RETRY, `${OTP_SMS_RETRY}:${otpId}`, runAt, { otpId } satisfies RetryPayload, {
      maxAttempts: OTP_SMS_MAX_ATTEMPTS - 1,
    });
  }

  private async retry(job: Job<RetryPayload>): Promise<void> {
    const { otpId } = job.payload;
    const code = generateOtpCode();
    // Only a pending, unexpired OTP gets a new code; the UPDATE both checks and replaces it.
    const rows: Array<{ phone_number: string; language: string }> = await this.dataSource.query(
      `WITH renewed AS (
         UPDATE otp_verifications SET code_hash = $2 WHERE id = $1 AND status = 'pending' AND expires_at > $3
         RETURNING phone_number, language)
       SELECT * FROM renewed`,
      [otpId, this.hasher.hash(otpId, code), this.clock.now()],
    );
    const otp = rows[0];
    if (!otp) return this.deliveries.expire(otpId);
    this.devCodes.record(otp.phone_number, code);
    const final = job.attempt >= OTP_SMS_MAX_ATTEMPTS - 1;
    const outcome = await this.deliveries.attempt(otpId, this.message(otp.phone_number, otp.language, code), final);
    // Throwing hands the job back to the queue's backoff (5 s, 10 s, 20 s …).
    if (outcome === 'retry') throw new Error(`SMS gateway refused OTP ${otpId} again; retrying`);
  }

  private message(to: string, language: string, code: string) {
    return { to, body: otpSmsBody(code, language), secret: code, purpose: 'otp' as const, language };
  }
}
