import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';

/** `BN` + yyyymmdd (Hong Kong date) + a 6-digit sequence: readable on the phone, unique via a PostgreSQL sequence. */
@Injectable()
export class BatchNumbers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async next(): Promise<string> {
    const rows: { n: string }[] = await this.dataSource.query(`SELECT nextval('batch_number_seq')::text AS n`);
    const hk = new Date(this.clock.now().getTime() + 8 * 3600 * 1000);
    const day = hk.toISOString().slice(0, 10).replace(/-/g, '');
    return `BN${day}${rows[0].n.padStart(6, '0')}`;
  }
}
