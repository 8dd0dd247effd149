import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';

/** Sequence values taken per round trip: a create needs no statement of its own for its number. */
export const BATCH_NUMBER_BLOCK = 16;

/**
 * `BN` + yyyymmdd (Hong Kong date) + a 6-digit sequence: readable on the phone, unique via a PostgreSQL sequence.
 * Values are taken BATCH_NUMBER_BLOCK at a time (one round trip) and handed out in order by this
 * instance; values not handed out before a restart are skipped (a sequence has gaps anyway), and
 * two instances interleave their blocks, so numbers are unique and increase per instance, not globally.
 */
@Injectable()
export class BatchNumbers {
  private readonly spare: string[] = [];
  private refill: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async next(): Promise<string> {
    while (this.spare.length === 0) {
      this.refill ??= this.take().finally(() => (this.refill = null));
      await this.refill;
    }
    const n = this.spare.shift() as string;
    const hk = new Date(this.clock.now().getTime() + 8 * 3600 * 1000);
    const day = hk.toISOString().slice(0, 10).replace(/-/g, '');
    return `BN${day}${n.padStart(6, '0')}`;
  }

  private async take(): Promise<void> {
    const rows: { n: string }[] = await this.dataSource.query(
      `SELECT nextval('batch_number_seq')::text AS n FROM generate_series(1, $1)`,
      [BATCH_NUMBER_BLOCK],
    );
    this.spare.push(...rows.map((r) => r.n).sort((a, b) => Number(a) - Number(b)));
  }
}
