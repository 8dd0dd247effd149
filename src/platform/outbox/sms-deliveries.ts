import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { SmsDeliveryError, SmsSender, type SmsMessage } from './sms.port';

/** What one attempt came to: `retry` = the gateway may take it later (the caller schedules that). */
export type SmsAttemptOutcome = 'sent' | 'retry' | 'failed';

/**
 * Sends through the SMS port and records what the gateway did in `sms_deliveries`, one row per
 * `reference` (what the message belongs to, e.g. an OTP id), so staff see failed and pending SMS.
 * Retrying is the caller's: only it knows whether the message still applies and how to rebuild it
 * (a one-time code is never kept, so a retry carries a new one).
 */
@Injectable()
export class SmsDeliveries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: SmsSender,
    private readonly clock: Clock,
  ) {}

  /** One attempt. `finalAttempt`: a retryable refusal is recorded as failed, since nothing will try again. */
  async attempt(reference: string, message: SmsMessage, finalAttempt = false): Promise<SmsAttemptOutcome> {
    try {
      const receipt = await this.sender.send(message);
      await this.record(reference, message, 'sent', { providerId: receipt.providerId });
      return 'sent';
    } catch (error) {
      if (!(error instanceof SmsDeliveryError)) throw error;
      const retry = error.retryable && !finalAttempt;
      await this.record(reference, message, retry ? 'retrying' : 'failed', { error });
      return retry ? 'retry' : 'failed';
    }
  }

  /** The message no longer applies (its code expired or was replaced): nothing will try it again. */
  async expire(reference: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE sms_deliveries SET status = 'expired', updated_at = $2 WHERE reference = $1 AND status = 'retrying'`,
      [reference, this.clock.now()],
    );
  }

  private async record(
    reference: string,
    message: SmsMessage,
    status: 'sent' | 'retrying' | 'failed',
    details: { providerId?: string; error?: SmsDeliveryError },
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO sms_deliveries
         (reference, to_number, purpose, status, attempts, provider_id, last_error_code, last_error, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 1, $5, $6, $7, $8, $8)
       ON CONFLICT (reference) DO UPDATE SET status = $4, attempts = sms_deliveries.attempts + 1,
         provider_id = coalesce($5, sms_deliveries.provider_id),
         last_error_code = coalesce($6, sms_deliveries.last_error_code),
         last_error = coalesce($7, sms_deliveries.last_error), updated_at = $8`,
      [
        reference,
        message.to,
        message.purpose,
        status,
        details.providerId ?? null,
        details.error?.code ?? null,
        details.error?.message ?? null,
        this.clock.now(),
      ],
    );
  }
}
