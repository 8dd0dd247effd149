import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { BatchType } from '@contracts/batch/batch-list';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { allowedCommands, batchViewOfParsed, type BatchStateLike } from '@machines/batch';
import type { Actor } from '../../../platform/auth/actor';
import { BATCH_DETAIL_TABLE } from '../../core/state/detail-read-model';
import type { StoredBatchState } from '../../core/state/batch-state';
import { BATCH_OPTIONS, type BatchOptions } from '../../core/batch-options.provider';
import { batchNotFound } from '../../core/domain-error.mapper';
import { detailFields, type Audience } from './batch-detail.view';
import { parcelOfBatch } from '../../core/pricing/batch-parcel-check';
import { PartiesQuery } from '../parties.query';
import { canSee } from '../sql-where';
import { buyerEarningOf, earningNeedsRepricing } from '../../core/orders/buyer-earning';
import { RequestFeeEstimator } from '../../core/pricing/request-fee-estimator';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { BatchDetailExtras } from './batch-detail-extras';
import { detailBatch } from './detail-batch';

interface DetailRow {
  batch_id: string;
  batch_number: string;
  revision: string;
  status: string;
  status_code: number;
  step: number;
  type: string;
  requester_id: string;
  buyer_id: string | null;
  created_at: Date;
  updated_at: Date;
  state: StoredBatchState;
}

/** One batch by id or batch number, with what the caller may do next; foreign or missing is the same 404. */
@Injectable()
export class BatchDetailQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly parties: PartiesQuery,
    private readonly extras: BatchDetailExtras,
    @Inject(BATCH_OPTIONS) private readonly options: BatchOptions,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Built here rather than injected: other modules provide this query with only the read side's dependencies.
    this.pricing = new RequestFeeEstimator(dataSource, config);
    this.parcelReading = config.parcelLimitsReading;
    this.chargeBasis = config.chargeBasis;
  }

  private readonly parcelReading: AppConfig['parcelLimitsReading'];
  private readonly chargeBasis: AppConfig['chargeBasis'];

  private readonly pricing: RequestFeeEstimator;

  /** The row if this actor may see it; else the 404 every foreign or missing batch gets. */
  async visibleRow(idOrNumber: string, actor: Actor): Promise<DetailRow> {
    if (idOrNumber.length > 100) throw batchNotFound();
    const rows: DetailRow[] = await this.dataSource.query(
      `SELECT batch_id, batch_number, revision::text AS revision, status, status_code, step, type, requester_id, buyer_id,
              created_at, updated_at, state
         FROM ${BATCH_DETAIL_TABLE} WHERE batch_id = $1 OR batch_number = $1 LIMIT 1`,
      [idOrNumber],
    );
    const row = rows[0];
    if (!row || !canSee(actor, row)) throw batchNotFound();
    return row;
  }

  async get(idOrNumber: string, actor: Actor): Promise<BatchDetail> {
    const row = await this.visibleRow(idOrNumber, actor);
    const stateLike = { value: row.state.value, context: row.state.context } as BatchStateLike;
    // The row keeps the state only; the view is the context with the status table's fields.
    const view = batchViewOfParsed(stateLike);
    const audience: Audience = actor.role === 'requester' ? 'requester' : actor.role === 'buyer' ? 'buyer' : 'staff';
    // Re-priced only when items were dropped after payment, and never for the requester's eyes.
    const youEarn =
      audience !== 'requester' && earningNeedsRepricing(view)
        ? buyerEarningOf(view, await this.pricing.options())
        : undefined;
    const parties = await this.parties.byAccountIds([row.requester_id, row.buyer_id]);
    const extras = await this.extras.fieldsFor({ batchId: row.batch_id, view, actor, audience });
    // Internal figures (buyer remark, buyer's earnings, staff's notes) are left out for who may not see them.
    const batch = detailBatch(view, audience);
    return {
      id: row.batch_id,
      batch_number: row.batch_number,
      type: row.type as BatchType,
      status: row.status,
      status_code: row.status_code,
      step: row.step,
      revision: Number(row.revision),
      requester_id: row.requester_id,
      buyer_id: row.buyer_id,
      // JSON.stringify of a Date is its ISO string: the wire is unchanged, the type says what it is.
      created_at: new Date(row.created_at).toISOString(),
      updated_at: new Date(row.updated_at).toISOString(),
      ...detailFields(view, {
        audience,
        actorId: actor.id,
        youEarn,
        requester: parties.get(row.requester_id) ?? null,
        buyer: row.buyer_id ? (parties.get(row.buyer_id) ?? null) : null,
      }),
      // Spec §9: the parcel as it stands, under the configured limits reading (warning, charged weights).
      parcel: parcelOfBatch(view.items, this.parcelReading, this.chargeBasis),
      // The features' fields (assignment, robot records, proofs): a key the view already has keeps its place.
      ...extras,
      allowed_commands: allowedCommands(
        stateLike,
        { id: actor.id, role: actor.role, accountType: actor.accountType },
        this.options,
      ),
      batch,
    };
  }
}
