import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ArrivalCounts, ArrivalTab } from '@contracts/batch/arrival';
import type { Actor } from '../../platform/auth/actor';
import { BATCH_DETAIL_TABLE, ownershipFilter, SqlWhere } from '../../batch';

const ARRIVAL = `state->'context'->'arrival'`;

/**
 * Each arrival tab as a condition on the batch detail read model's state (docs/arrival.md):
 * sent and not yet at the warehouse; an item awaiting the requester's review; an open dispute or a
 * quote revision waiting for the requester.
 */
export const ARRIVAL_TAB_SQL: Record<ArrivalTab, string> = {
  awaiting_check_in: `status = 'item_sent'`,
  awaiting_review: `${ARRIVAL}->'reviews' @> '[{"status":"awaiting_review"}]'`,
  in_dispute: `${ARRIVAL}->'disputes' @> '[{"status":"open"}]' OR ${ARRIVAL}->'revisions' @> '[{"status":"pending"}]'`,
};

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
