import type { ModificationKind, PaymentModification } from '@contracts/payments';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { WithDates } from '../../../platform/web/with-dates';
import {
  CardProvider,
  CardProviderError,
  CardProviderUnavailableError,
  type ModificationResult,
} from '../provider/card-provider.port';

export type { ModificationKind };

export type ModificationOutcome =
  | { readonly kind: 'received'; readonly result: ModificationResult }
  /** The provider's API refused it (a rule: over the authorisation, already captured...). */
  | { readonly kind: 'refused'; readonly code: string; readonly message: string; readonly status: number };

/** A stored row (SELECT *): bigint amount as text, timestamps as Dates; the controller makes the amount a number. */
export type ModificationRow = WithDates<
  Omit<PaymentModification, 'amount_value'> & { amount_value: string },
  'created_at'
>;

/**
 * Capture, cancel and refund at the provider, each under an idempotency key derived from what
 * caused it (the batch, the refund request...), so a retried job or a second instance gets the
 * provider's first answer instead of a second modification. Every answer is kept in
 * `payment_modifications` (one row per key) for staff and tests. An unreachable provider throws
 * CardProviderUnavailableError: the caller retries with the same key.
 */
@Injectable()
export class ProviderModifications {
  constructor(
    private readonly provider: CardProvider,
    private readonly dataSource: DataSource,
  ) {}

  async run(
    kind: ModificationKind,
    batchId: string,
    pspReference: string,
    amount: number,
    key: string,
  ): Promise<ModificationOutcome> {
    try {
      const result =
        kind === 'capture'
          ? await this.provider.capture(pspReference, { currency: 'HKD', value: amount }, key)
          : kind === 'refund'
            ? await this.provider.refund(pspReference, { currency: 'HKD', value: amount }, key)
            : await this.provider.cancel(pspReference, key);
      await this.keep(key, batchId, kind, pspReference, result.pspReference, amount, 'received', null);
      return { kind: 'received', result };
    } catch (error) {
      if (error instanceof CardProviderUnavailableError || !(error instanceof CardProviderError)) throw error;
      await this.keep(key, batchId, kind, pspReference, null, amount, 'refused', error.errorCode);
      return { kind: 'refused', code: error.errorCode, message: error.message, status: error.status };
    }
  }

  async ofBatch(batchId: string): Promise<ModificationRow[]> {
    return this.dataSource.query(`SELECT * FROM payment_modifications WHERE batch_id = $1 ORDER BY created_at`, [
      batchId,
    ]);
  }

  private async keep(
    key: string,
    batchId: string,
    kind: ModificationKind,
    payment: string,
    psp: string | null,
    amount: number,
    status: string,
    errorCode: string | null,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO payment_modifications (idempotency_key, batch_id, kind, payment_psp_reference, psp_reference, amount_value, status, error_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING`,
      [key, batchId, kind, payment, psp, amount, status, errorCode],
    );
  }
}
