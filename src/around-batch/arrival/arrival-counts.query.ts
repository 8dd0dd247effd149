import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ArrivalCounts } from '@contracts/batch/arrival';
import type { Actor } from '../../platform/auth/actor';
import { ARRIVAL_TAB_SQL, BATCH_DETAIL_TABLE, ownershipFilter, SqlWhere } from '../../batch';

/** The caller's orders per arrival tab (the requester's "to review" count is awaiting_review). */
@Injectable()
export class ArrivalCountsQuery {
  constructor(private readonly dataSource: DataSource) {}

  async forActor(actor: Actor): Promise<ArrivalCounts> {
    const where = new SqlWhere();
    ownershipFilter(where, actor);
    const [row] = await this.dataSource.query<ArrivalCounts[]>(
      `SELECT count(*) FILTER (WHERE ${ARRIVAL_TAB_SQL.awaiting_check_in})::int AS awaiting_check_in,
              count(*) FILTER (WHERE ${ARRIVAL_TAB_SQL.awaiting_review})::int AS awaiting_review,
              count(*) FILTER (WHERE ${ARRIVAL_TAB_SQL.in_dispute})::int AS in_dispute
         FROM ${BATCH_DETAIL_TABLE} ${where.sql()}`,
      where.values,
    );
    return row ?? { awaiting_check_in: 0, awaiting_review: 0, in_dispute: 0 };
  }
}
