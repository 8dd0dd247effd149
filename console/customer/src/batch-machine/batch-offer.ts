/**
 * What the signed-in user may do now on one order, asked of the shared batch machine (machines/batch)
 * rather than read from a list the server sends: the app restores the machine at the order's state and
 * asks `allowedCommands`, the very function the server's decider runs before every command, with the
 * server's own options (GET /api/config/). So a button and the server's answer cannot disagree.
 */
import type { AccountType, PublicConfig } from '@contracts/accounts';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import { createActor } from 'xstate';
import { batchMachine, type BatchState } from '@machines/batch/batch.machine';
import { batchOptions, type BatchOptions } from '@machines/batch/batch.options';
import { allowedCommands } from '@machines/batch/batch.permissions';
import { needsPickupCode } from '@machines/batch/batch.guards';
import {
  SHIPPING_JOURNEY,
  type Actor,
  type ActorRole,
  type BatchContext,
  type ShippingStage,
} from '@machines/batch/batch.types';
import type { CommandType } from '@machines/batch/commands';

const ROLE_OF: Record<AccountType, ActorRole> = { r: 'requester', b: 'buyer', s: 'staff', x: 'auditor' };

/**
 * The machine's state of the order the detail shows: its status and its context. The detail's `batch`
 * is the machine's context with the status table's fields added (machines/batch batchView), less what
 * this reader may not see (the buyer's remark, the buyer's earnings), which no permission reads.
 */
export function restoredBatchState(detail: Pick<BatchDetail, 'status' | 'batch'>): BatchState {
  return batchMachine.resolveState({
    value: detail.status,
    context: detail.batch as unknown as BatchContext,
  });
}

/** An actor of the order's machine at the detail's state, only read (the server decides, the page reloads). */
export const restoredBatchActor = (detail: Pick<BatchDetail, 'status' | 'batch'>) =>
  createActor(batchMachine, { snapshot: restoredBatchState(detail) });

/** The machine's actor for a session: the active account (requester or buyer), as the server sees it. */
export function viewerActor(session: { accountId?: string; accountType?: AccountType } | undefined): Actor | undefined {
  if (!session?.accountId || !session.accountType) return undefined;
  return { id: session.accountId, role: ROLE_OF[session.accountType], accountType: session.accountType };
}

/** The machine's options as the server runs them (the configurable readings of the spec). */
export const serverBatchOptions = (config: Pick<PublicConfig, 'allowCancelPaymentBeforePurchase'>): BatchOptions =>
  batchOptions(
    config.allowCancelPaymentBeforePurchase === undefined
      ? {}
      : { allowCancelPaymentBeforePurchase: config.allowCancelPaymentBeforePurchase },
  );

/** A selector of the machine's snapshot: the commands `viewer` may issue now (nothing for no viewer). */
export const selectAllowedCommands =
  (viewer: Actor | undefined, options: BatchOptions) =>
  (snapshot: BatchState): readonly CommandType[] =>
    viewer ? allowedCommands({ value: snapshot.value, context: snapshot.context }, viewer, options) : [];

export const sameCommands = (a: readonly CommandType[], b: readonly CommandType[]): boolean =>
  a.length === b.length && a.every((command, i) => command === b[i]);

/**
 * A selector of the machine's snapshot: the shipping stages the machine would move the order to now
 * (forward only; nothing past the overseas warehouse while a review, a dispute or a quote revision is
 * open; a pickup order never to Picked Up, nor past its pickup point before the hand-off), in journey order. Who may move it is `UpdateOrderStatus` in the allowed commands.
 */
export const selectShippingTargets = (snapshot: BatchState): readonly ShippingStage[] =>
  SHIPPING_JOURNEY.filter(
    (status) =>
      snapshot.can({ type: 'OrderStatusUpdated', data: { status, itemIds: [] } }) &&
      // A pickup order is Picked Up only at the counter, with the requester's code, and is not moved past
      // its pickup point before that (UpdateOrderStatus refuses both).
      !needsPickupCode(snapshot.context.delivery, snapshot.context.shippingStage, status),
  );

export const sameStages = (a: readonly ShippingStage[], b: readonly ShippingStage[]): boolean =>
  a.length === b.length && a.every((stage, i) => stage === b[i]);
