/**
 * Random command sequences by random actors (fast-check). Whatever happens, the invariants hold
 * and replaying the produced events rebuilds the very same batch.
 */
import fc from 'fast-check';
import { ALL_ACTORS, AUDITOR, ACCOUNT_A, command } from '../testing/batch-fixtures';
import { EXIT_COMMANDS, sampleData } from '../testing/batch-samples';
import { COMMAND_TYPES, type CommandType } from './commands';
import type { Actor } from './batch.types';
import { asStateLike, decide, initialState, replay, statusOf } from './batch.decider';
import { isDomainError } from './batch.errors';
import type { BatchEvent } from './batch.events';
import { feesTotal, FEE_AMOUNT_FIELDS } from './batch.fees';
import type { BatchState } from './batch.machine';
import { allowedCommands } from './batch.permissions';
import { FINAL_STATUSES } from './batch.transitions';
import { batchView } from './batch.view';
import { STATUS_NAMES } from './statuses';
import { scenarioAt } from '../testing/batch-scenario';
import { acceptedChargeHkd, openReviews, pendingRevision } from './batch.arrival';
import { capturedInAll } from './batch.top-up';
import { leavesOverseasWarehouse } from './batch.guards';
import { SHIPPING_STAGES, type ShippingStage } from './status-table';

/**
 * mode 0-1: any actor, any command (mostly refused); 2: a pair some actor is allowed;
 * 3-9: such a pair that keeps the batch alive, so walks reach purchase, shipping and refunds.
 */
const stepArb = fc.record({
  mode: fc.integer({ min: 0, max: 9 }),
  actor: fc.integer({ min: 0, max: ALL_ACTORS.length - 1 }),
  type: fc.integer({ min: 0, max: 1000 }),
  v: fc.integer({ min: 0, max: 1000 }),
});

const EXITS = EXIT_COMMANDS;

function choose(state: BatchState, step: { mode: number; actor: number; type: number }): [Actor, CommandType] {
  if (step.mode >= 2) {
    const pairs = ALL_ACTORS.flatMap((a) =>
      allowedCommands(asStateLike(state), a)
        .filter((t) => step.mode < 3 || !EXITS.includes(t))
        .map((t) => [a, t] as [Actor, CommandType]),
    );
    if (pairs.length) return pairs[step.type % pairs.length];
  }
  return [ALL_ACTORS[step.actor], COMMAND_TYPES[step.type % COMMAND_TYPES.length]];
}

function checkInvariants(state: BatchState): void {
  const { fees, payments, items } = state.context;
  if (fees) {
    for (const k of FEE_AMOUNT_FIELDS) {
      expect(Number.isSafeInteger(fees[k]) && fees[k] >= 0).toBe(true);
    }
    expect(feesTotal(fees)).toBe(fees.total);
    // An applied promo code and the fees never disagree about the discount.
    if (state.context.coupon) expect(fees.couponDiscount).toBe(state.context.coupon.discount);
  }
  for (const n of [payments.authorised, payments.captured, payments.refunded, payments.canceledAuthorisation]) {
    expect(Number.isSafeInteger(n) && n >= 0).toBe(true);
  }
  expect(payments.captured + payments.canceledAuthorisation).toBeLessThanOrEqual(payments.authorised);
  expect(payments.refunded).toBeLessThanOrEqual(payments.captured);
  expect(payments.topUpCaptured ?? 0).toBeLessThanOrEqual(payments.topUpAuthorised ?? 0);
  expect(payments.topUpRefunded ?? 0).toBeLessThanOrEqual(payments.topUpCaptured ?? 0);
  // Money taken net of refunds never exceeds the accepted charge.
  const kept = capturedInAll(state.context) - payments.refunded - (payments.topUpRefunded ?? 0);
  expect(kept).toBeLessThanOrEqual(acceptedChargeHkd(state.context));
  expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  // Arrival: an unreviewed or disputed item is never consolidated (the order has not left the
  // overseas warehouse while one exists), and nothing moves on while a quote revision waits.
  const stage = state.context.shippingStage;
  const consolidated =
    !!stage &&
    (SHIPPING_STAGES as readonly string[]).includes(stage) &&
    leavesOverseasWarehouse(stage as ShippingStage);
  if (consolidated) {
    expect(openReviews(state.context)).toEqual([]);
    expect(pendingRevision(state.context)).toBeNull();
  }
}

/**
 * No capture above what the requester accepted, none while a revision waits; after a lower revision
 * is accepted, what the card keeps (captured less the differences refunded) is what was accepted.
 */
function checkCapture(before: BatchState, events: readonly BatchEvent[], after: BatchState): void {
  if (events.some((e) => e.type === 'QuoteDifferenceRefunded')) {
    const givenBack = (after.context.arrival?.revisions ?? []).reduce((sum, r) => sum + (r.refundedHkd ?? 0), 0);
    // The checkout's payment and the captured top-ups together give back the whole difference.
    expect(capturedInAll(after.context) - givenBack).toBe(acceptedChargeHkd(after.context));
  }
  // A top-up's capture (the increase of an accepted revision) with the checkout's: never above the accepted charge.
  if (events.some((e) => e.type === 'TopUpPaymentCaptured'))
    expect(capturedInAll(after.context)).toBeLessThanOrEqual(acceptedChargeHkd(after.context));
  if (!events.some((e) => e.type === 'PaymentCaptured')) return;
  expect(pendingRevision(before.context)).toBeNull();
  expect(capturedInAll(after.context)).toBeLessThanOrEqual(acceptedChargeHkd(before.context));
}

describe('batch decider under random commands', () => {
  it('keeps its invariants and replays to the same state', () => {
    const produced = new Set<string>();
    const reached = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * STATUS_NAMES.length - 1 }),
        fc.array(stepArb, { minLength: 1, maxLength: 40 }),
        (start, steps) => {
          // Half the walks start from nothing, the others from a status reached by real commands,
          // so every part of the workflow gets its share of random commands.
          const prefix = start < STATUS_NAMES.length ? scenarioAt(STATUS_NAMES[start]) : null;
          let state = prefix ? prefix.state : initialState;
          const log: BatchEvent[] = prefix ? [...prefix.events] : [];
          for (const step of steps) {
            const [actor, type] = choose(state, step);
            const allowed = allowedCommands(asStateLike(state), actor);
            const status = statusOf(state);
            const result = decide(command(type, sampleData(type, state.context, step.v), actor), state);
            if (isDomainError(result)) continue;
            // Only allowed commands produce events; auditors, type-a accounts and final states never do.
            expect(allowed).toContain(type);
            expect(actor).not.toBe(AUDITOR);
            expect(actor).not.toBe(ACCOUNT_A);
            expect((FINAL_STATUSES as readonly string[]).includes(status)).toBe(false);
            expect(result.length).toBeGreaterThan(0);
            const previous = state;
            for (const e of result) state = replay([e], state);
            checkCapture(previous, result, state);
            log.push(...result);
            produced.add(type);
            reached.add(statusOf(state));
            checkInvariants(state);
          }
          // Events are stored as JSON: replay what the store would give back.
          const stored = JSON.parse(JSON.stringify(log)) as BatchEvent[];
          const rebuilt = replay(stored);
          expect(statusOf(rebuilt)).toBe(statusOf(state));
          expect(rebuilt.context).toEqual(state.context);
          expect(batchView(rebuilt)).toEqual(batchView(state));
        },
      ),
      { numRuns: 400 },
    );
    // The walk must really exercise the workflow, not just bounce off refusals.
    expect(produced.size).toBeGreaterThanOrEqual(28);
    expect(reached.size).toBeGreaterThanOrEqual(35);
  });
});
