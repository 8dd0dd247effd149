import { given } from '../../testing/given-when-then';
import {
  BUYER,
  OTHER_BUYER,
  PAY_HKD,
  REQUESTER,
  STAFF,
  command,
  hkd,
  refundFigures,
} from '../../testing/batch-fixtures';
import { eventsTo, scenarioAt } from '../../testing/batch-scenario';
import type { BatchEvent } from '../batch.events';
import { allowedCommands } from '../batch.permissions';
import { asStateLike } from '../batch.decider';

const details = refundFigures;

/** What a request and the event it makes share; the command names the HKD amount as money. */
const requestData = (amount: number, items = [{ id: 'item-1', quantity: 1 }]) => ({
  requestId: 'rr-1',
  eid: 'est-1',
  items,
  reason: 'prohibited_item' as const,
  remark: 'customs',
  details: details(2500, amount),
});

const request = (amount: number, items?: { id: string; quantity: number }[], actor = BUYER) =>
  command('RequestRefund', { ...requestData(amount, items), amount: hkd(amount) }, actor);

const requested = (amount: number, items?: { id: string; quantity: number }[]): BatchEvent => ({
  type: 'RefundRequested',
  data: { ...requestData(amount, items), amount },
});

describe('refund requests', () => {
  const captured = eventsTo('payment_captured');

  it('the assigned buyer requests a refund from an estimate; the status stays', () => {
    const r = given(captured).when(request(1000));
    r.then([requested(1000)]);
    const next = r.thenStatus('payment_captured');
    expect(next.context.refundRequests).toEqual([
      expect.objectContaining({ id: 'rr-1', status: 'requested', amount: 1000, updates: 0 }),
    ]);
  });

  it('staff may request too; the requester, another buyer and an over-captured amount may not', () => {
    given(captured)
      .when(request(1000, undefined, STAFF))
      .thenStatus('payment_captured');
    given(captured)
      .when(request(1000, undefined, REQUESTER))
      .thenError('BATCH_NOT_AUTHORIZED');
    given(captured)
      .when(request(1000, undefined, OTHER_BUYER))
      .thenError('BATCH_NOT_ASSIGNED_BUYER');
    given(captured)
      .when(request(PAY_HKD + 1))
      .thenError('BATCH_REFUND_EXCEEDS_CAPTURED');
  });

  it('checks the lines and the reason', () => {
    given(captured).when(request(100, [])).thenError('BATCH_VALIDATION', { field: 'items' });
    given(captured)
      .when(request(100, [{ id: 'nope', quantity: 1 }]))
      .thenError('BATCH_ITEM_NOT_FOUND');
    given(captured)
      .when(request(100, [{ id: 'item-1', quantity: 2 }]))
      .thenError('BATCH_VALIDATION', { field: 'items[0].quantity' });
    const bad = command('RequestRefund', { ...request(100).data, reason: 'changed_mind' as never }, BUYER);
    given(captured).when(bad).thenError('BATCH_VALIDATION', { field: 'reason' });
  });

  it('is not before capture, and only one request is open at a time', () => {
    given(eventsTo('purchase_completed')).when(request(100)).thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    given([...captured, requested(1000)])
      .when(request(100))
      .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  });

  it('the open request is updated, then completed: ItemsRefunded with its amount → refunded', () => {
    const open = [...captured, requested(1000)];
    const upd = command(
      'UpdateRefundRequest',
      {
        eid: 'est-2',
        items: [{ id: 'item-1', quantity: 1 }],
        reason: 'high_risk_item',
        details: details(2600, 1100),
        amount: hkd(1100),
      },
      STAFF,
    );
    const u = given(open).when(upd);
    u.then([
      {
        type: 'RefundRequestUpdated',
        data: {
          requestId: 'rr-1',
          eid: 'est-2',
          items: [{ id: 'item-1', quantity: 1 }],
          reason: 'high_risk_item',
          remark: '',
          details: details(2600, 1100),
          amount: 1100,
        },
      },
    ]);
    const updated = u.thenStatus('payment_captured');
    expect(updated.context.refundRequests[0]).toMatchObject({
      eid: 'est-2',
      amount: 1100,
      updates: 1,
      status: 'requested',
    });

    const events = [...open, ...(u.result as BatchEvent[])];
    const c = given(events).when(command('CompleteRefundRequest', {}, BUYER));
    c.then([
      {
        type: 'ItemsRefunded',
        data: { itemIds: ['item-1'], amount: 1100, reason: 'high_risk_item', remark: '', requestId: 'rr-1' },
      },
    ]);
    const done = c.thenStatus('refunded');
    expect(done.context.refundRequests[0].status).toBe('completed');
    expect(done.context.payments.refunded).toBe(1100);
    // Nothing open any more.
    given([...events, ...(c.result as BatchEvent[])])
      .when(command('CompleteRefundRequest', {}, BUYER))
      .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  });

  it('completing every item is all_refunded; update and complete need an open request', () => {
    const all = [
      ...captured,
      requested(PAY_HKD, [
        { id: 'item-1', quantity: 1 },
        { id: 'item-2', quantity: 1 },
      ]),
    ];
    given(all)
      .when(command('CompleteRefundRequest', {}, STAFF))
      .thenStatus('all_refunded');
    given(captured)
      .when(command('CompleteRefundRequest', {}, STAFF))
      .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    given(all)
      .when(command('CompleteRefundRequest', {}, REQUESTER))
      .thenError('BATCH_NOT_AUTHORIZED');
  });

  // The order page offers Refund when the machine allows a refund step, and the server (refund-permissions.ts)
  // asks the same permissions: both agree, so a shown Refund is never answered 409.
  const REFUND_STEPS = ['RequestRefund', 'UpdateRefundRequest', 'CompleteRefundRequest', 'RefundItems'] as const;
  const offeredSteps = (status: Parameters<typeof scenarioAt>[0], actor: typeof BUYER) =>
    allowedCommands(asStateLike(scenarioAt(status).state), actor).filter((c) =>
      (REFUND_STEPS as readonly string[]).includes(c),
    );

  it('while an item is still on its way after another was received, the buyer and staff are offered a refund', () => {
    expect(offeredSteps('item_received', BUYER)).toEqual(['RequestRefund']);
    expect(offeredSteps('item_received', STAFF)).toEqual(expect.arrayContaining(['RequestRefund', 'RefundItems']));
    given(eventsTo('item_received'))
      .when(request(100, [{ id: 'item-2', quantity: 1 }]))
      .thenStatus('item_received');
  });

  it('a completed order offers no refund step to anybody, and the decider refuses each', () => {
    for (const actor of [BUYER, STAFF, REQUESTER]) expect(offeredSteps('completed', actor)).toEqual([]);
    const done = eventsTo('completed');
    for (const actor of [BUYER, STAFF]) {
      given(done)
        .when(request(100, undefined, actor))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS', { status: 'completed' });
      given(done)
        .when(command('CompleteRefundRequest', {}, actor))
        .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    }
    given(done)
      .when(command('RefundItems', { itemIds: ['item-1'], amount: hkd(100), reason: 'prohibited_item' }, STAFF))
      .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  });
});
