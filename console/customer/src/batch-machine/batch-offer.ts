/**
 * What the signed-in user may do now on one order, asked of the shared batch machine (machines/batch)
 * rather than read from a list the server sends: the app restores the machine at the order's state and
 * asks `allowedCommands`, the very function the server's decider runs before every command, with the
 * server's own options (GET /api/config/). So a button and the server's answer cannot disagree.
 */
import type { AccountType, PublicConfig } from '@contracts/accounts';
import type { BatchState } from '@machines/batch/batch.machine';
import { batchOptions, type BatchOptions } from '@machines/batch/batch.options';
import { allowedCommands, authorize } from '@machines/batch/batch.permissions';
import type { BatchErrorCode } from '@machines/batch/batch.errors';
import { shippingTargets } from '@machines/batch/shipping-targets';
import type { Actor, ActorRole, ShippingStage } from '@machines/batch/batch.types';
import type { CommandType } from '@machines/batch/commands';

// Restored from the detail as the console restores it. A relative path: the server's type-check
// reaches this file through an integration test (test/arrival), and the server knows no @shared.
export { restoredBatchActor, restoredBatchState } from '../../../shared/batch-machine/restored-batch';

const ROLE_OF: Record<AccountType, ActorRole> = { r: 'requester', b: 'buyer', s: 'staff', x: 'auditor' };

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

/**
 * A selector of the machine's snapshot: why `viewer` may not issue `type` now (the refusal's code the
 * server would answer), null when they may (or for no viewer). The page says what waits on what with it,
 * e.g. receipt until the parcel is picked up or delivered.
 */
export const selectRefusal =
  (viewer: Actor | undefined, options: BatchOptions, type: CommandType) =>
  (snapshot: BatchState): BatchErrorCode | null =>
    viewer
      ? (authorize(type, { value: snapshot.value, context: snapshot.context }, viewer, options)?.code ?? null)
      : null;

export const sameCommands = (a: readonly CommandType[], b: readonly CommandType[]): boolean =>
  a.length === b.length && a.every((command, i) => command === b[i]);

/**
 * A selector of the machine's snapshot: the shipping stages `viewer` may move the order to now, in
 * journey order (machines/batch shippingTargets, as the console's staff picker); nothing for no viewer.
 */
export const selectShippingTargets =
  (viewer: Actor | undefined, options: BatchOptions) =>
  (snapshot: BatchState): readonly ShippingStage[] =>
    viewer ? shippingTargets(snapshot, viewer, options) : [];

export const sameStages = (a: readonly ShippingStage[], b: readonly ShippingStage[]): boolean =>
  a.length === b.length && a.every((stage, i) => stage === b[i]);
