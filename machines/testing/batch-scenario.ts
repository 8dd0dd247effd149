/**
 * Drives a batch through real commands (decide + evolve), failing loudly on any refusal, and
 * knows one command path to every status of the spec's table. Specs use the resulting events
 * as their `given`, so the givens are always events the decider really produces.
 */
import {
  DEFAULT_BATCH_OPTIONS,
  decide,
  initialState,
  isDomainError,
  replay,
  statusOf,
  type BatchCommand,
  type BatchEvent,
  type BatchOptions,
  type BatchState,
  type BatchStatusValue,
  type ShippingStage,
  type StatusName,
  SHIPPING_STAGES,
} from '../batch';
import { BUYER, REQUESTER, STAFF, SYSTEM, command, createData, fees, hkd, PAY_HKD } from './batch-fixtures';

export class Scenario {
  readonly events: BatchEvent[] = [];
  state: BatchState = initialState;

  constructor(private readonly options: BatchOptions = DEFAULT_BATCH_OPTIONS) {}

  run(cmd: BatchCommand): this {
    const result = decide(cmd, this.state, this.options);
    if (isDomainError(result)) {
      throw new Error(`${cmd.type} refused in ${this.status}: ${result.code} ${JSON.stringify(result.params)}`);
    }
    this.events.push(...result);
    this.state = replay(result, this.state);
    return this;
  }

  get status(): BatchStatusValue {
    return statusOf(this.state);
  }
}

type Step = (s: Scenario) => Scenario;
const seq =
  (...steps: Step[]): Step =>
  (s) =>
    steps.reduce((acc, f) => f(acc), s);

/** Single steps, by the actor who normally takes them. */
export const steps = {
  createDraft: (s: Scenario) => s.run(command('CreateRequest', createData({ submit: false }), REQUESTER)),
  create: (s: Scenario) => s.run(command('CreateRequest', createData(), REQUESTER)),
  assign: (s: Scenario) => s.run(command('AssignBuyer', { buyerId: BUYER.id }, SYSTEM)),
  accept: (s: Scenario) => s.run(command('AcceptRequest', {}, BUYER)),
  modify: (s: Scenario) =>
    s.run(
      command('ModifyItems', { items: [{ id: 'item-1', price: 2600 }], fees: fees({ itemSubtotal: 5100 }) }, BUYER),
    ),
  requestPayment: (s: Scenario) => s.run(command('RequestPayment', {}, BUYER)),
  confirm: (s: Scenario) => s.run(command('ConfirmRequest', {}, REQUESTER)),
  checkout: (s: Scenario) =>
    s.run(
      command(
        'StartCheckout',
        { paymentMethod: 'card', amount: hkd(PAY_HKD), paymentReference: 'pay-1', agreedToTerms: true },
        REQUESTER,
      ),
    ),
  authorise: (s: Scenario) =>
    s.run(command('RecordPaymentAuthorisation', { amount: hkd(PAY_HKD), pspReference: 'psp-1' }, SYSTEM)),
  settle: (s: Scenario) =>
    s.run(command('RecordPaymentSettlement', { amount: hkd(PAY_HKD), pspReference: 'psp-1' }, SYSTEM)),
  purchase:
    (...ids: string[]) =>
    (s: Scenario) =>
      s.run(command('PurchaseItems', { items: ids.map((id) => ({ id, purchaseSiteOrderId: `PO-${id}` })) }, BUYER)),
  cancelPurchase:
    (...ids: string[]) =>
    (s: Scenario) =>
      s.run(command('CancelPurchase', { itemIds: ids }, BUYER)),
  completePurchase: (s: Scenario) => s.run(command('CompletePurchase', {}, BUYER)),
  capture:
    (amount = PAY_HKD) =>
    (s: Scenario) =>
      s.run(command('CapturePayment', { amount: hkd(amount) }, SYSTEM)),
  sendTracking:
    (...ids: string[]) =>
    (s: Scenario) =>
      s.run(command('SendTracking', { items: ids.map((id) => ({ id, trackingNumber: `TN-${id}` })) }, BUYER)),
  stage: (status: ShippingStage) => (s: Scenario) => s.run(command('UpdateOrderStatus', { status }, BUYER)),
  /** Picked Up at the order's pickup point (bns-hq): the counter's hand-off, the only way there for a pickup order. */
  handOver: (s: Scenario) => s.run(command('HandOverParcel', { pickupPointId: 'bns-hq' }, STAFF)),
  receive: (ids?: string[]) => (s: Scenario) =>
    s.run(command('ConfirmReceipt', ids ? { itemIds: ids } : {}, REQUESTER)),
  complete: (s: Scenario) => s.run(command('CompleteOrder', { rating: 5, review: 'Great' }, REQUESTER)),
  refund: (amount: number, ids?: string[]) => (s: Scenario) =>
    s.run(command('RefundItems', { itemIds: ids, amount: hkd(amount), reason: 'prohibited_item' }, STAFF)),
  abandon: (ids?: string[]) => (s: Scenario) =>
    s.run(command('AbandonItems', { itemIds: ids, reason: 'not collected' }, STAFF)),
};

const paidFlow = seq(steps.create, steps.assign, steps.accept, steps.modify, steps.confirm, steps.checkout);
const authorised = seq(paidFlow, steps.authorise);
const purchasedAll = seq(authorised, steps.purchase('item-1', 'item-2'));
const captured = seq(purchasedAll, steps.completePurchase, steps.capture());
const sent = seq(captured, steps.sendTracking('item-1', 'item-2'));

/** One command path from nothing to each status. */
export const PATHS: Record<StatusName, Step> = {
  new: steps.createDraft,
  requested: steps.create,
  assigned: seq(steps.create, steps.assign),
  declined: seq(steps.create, steps.assign, (s) => s.run(command('DeclineRequest', { reason: 'out_of_stock' }, BUYER))),
  canceled: seq(steps.create, (s) => s.run(command('CancelRequest', {}, REQUESTER))),
  refunded: seq(captured, steps.refund(1000, ['item-1'])),
  payment_canceled: seq(authorised, (s) =>
    s.run(command('CancelPayment', { reason: 'changed_mind', itemIds: ['item-1'], amount: 30000 }, REQUESTER)),
  ),
  overdue: seq(steps.create, steps.assign, steps.accept, (s) => s.run(command('MarkOverdue', {}, SYSTEM))),
  accepted: seq(steps.create, steps.assign, steps.accept),
  modified: seq(steps.create, steps.assign, steps.accept, steps.modify),
  requested_payment: seq(steps.create, steps.assign, steps.accept, steps.requestPayment),
  paying: paidFlow,
  confirmed: seq(steps.create, steps.assign, steps.accept, steps.modify, steps.confirm),
  paid: seq(paidFlow, steps.settle),
  payment_authorized: authorised,
  wait_for_auto_purchase: seq(authorised, (s) => s.run(command('SendToRobot', {}, STAFF))),
  manual: seq(authorised, (s) => s.run(command('MarkManual', {}, STAFF))),
  partially_purchased: seq(authorised, steps.purchase('item-1')),
  purchase_completed: seq(purchasedAll, steps.completePurchase),
  purchased_p: seq(authorised, steps.purchase('item-1'), steps.cancelPurchase('item-2'), steps.completePurchase),
  error: seq(
    authorised,
    (s) => s.run(command('SendToRobot', {}, STAFF)),
    (s) => s.run(command('RecordRobotFailure', { code: 'OUT_OF_STOCK', message: 'Sold out' }, SYSTEM)),
  ),
  purchased: purchasedAll,
  payment_captured: captured,
  all_refunded: seq(captured, steps.refund(PAY_HKD)),
  all_payment_canceled: seq(authorised, (s) => s.run(command('CancelPayment', { reason: 'changed_mind' }, REQUESTER))),
  item_sent: sent,
  ...(Object.fromEntries(SHIPPING_STAGES.map((st) => [st, seq(sent, steps.stage(st))])) as Record<ShippingStage, Step>),
  bns_out: seq(sent, steps.stage('bns_in'), steps.handOver),
  // Receipt only once delivered or picked up (machines/batch/commands/confirm-receipt.command.ts).
  received: seq(sent, steps.stage('bns_complete'), steps.receive()),
  item_received: seq(sent, steps.stage('bns_complete'), steps.receive(['item-1'])),
  completed: seq(sent, steps.stage('bns_complete'), steps.receive(), steps.complete),
  // Abandoned: not collected at the pickup point, so in Hong Kong.
  all_abandoned: seq(sent, steps.stage('bns_in'), steps.abandon()),
  abandoned: seq(sent, steps.stage('bns_in'), steps.abandon(['item-1'])),
};

/** A fresh scenario standing in `status`, reached by real commands. */
export function scenarioAt(status: StatusName, options?: BatchOptions): Scenario {
  return PATHS[status](new Scenario(options));
}

/** The events that lead to `status`: the `given` of a spec. */
export function eventsTo(status: StatusName): BatchEvent[] {
  return scenarioAt(status).events;
}
