/** A plain, JSON-serialisable view of a batch for read models, API responses and UIs. */
import type { BatchState } from './batch.machine';
import { FINAL_STATUSES } from './batch.transitions';
import type { BatchContext, BatchStateLike } from './batch.types';
import {
  groupOf,
  statusByName,
  tabOf,
  type DashboardGroupName,
  type ListTabKey,
  type StatusName,
  type Step,
} from './statuses';

export interface BatchView extends BatchContext {
  /** null before the batch exists. */
  readonly status: StatusName | null;
  readonly statusCode: number | null;
  readonly step: Step | null;
  readonly labelKey: string | null;
  readonly group: DashboardGroupName | null;
  readonly tab: ListTabKey | null;
  readonly final: boolean;
  /** Card money for the detail page (HKD minor units); `released` = authorisation given back uncaptured. */
  readonly payment: {
    readonly currency: 'HKD';
    readonly authorised: number;
    readonly captured: number;
    readonly released: number;
    readonly refunded: number;
  };
}

export function batchView(state: BatchState | BatchStateLike): BatchView {
  const value = state.value;
  const def = value === 'none' ? undefined : statusByName(value);
  // JSON round trip: the view must carry no shared references into the machine snapshot.
  const context = JSON.parse(JSON.stringify(state.context)) as BatchContext;
  return {
    ...context,
    status: def?.name ?? null,
    statusCode: def?.code ?? null,
    step: def?.step ?? null,
    labelKey: def?.labelKey ?? null,
    group: def ? (groupOf(def.name) ?? null) : null,
    tab: def ? (tabOf(def.name) ?? null) : null,
    final: def ? (FINAL_STATUSES as readonly string[]).includes(def.name) : false,
    payment: {
      currency: 'HKD',
      authorised: context.payments.authorised,
      captured: context.payments.captured,
      released: context.payments.canceledAuthorisation,
      refunded: context.payments.refunded,
    },
    // Read models stored before refund requests existed fold without the field.
    refundRequests: context.refundRequests ?? [],
  };
}
