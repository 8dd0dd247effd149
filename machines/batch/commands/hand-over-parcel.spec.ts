import { given } from '../../testing/given-when-then';
import { AT, AUDITOR, BUYER, REQUESTER, STAFF, SYSTEM, command, createData } from '../../testing/batch-fixtures';
import { eventsTo, Scenario, scenarioAt, steps } from '../../testing/batch-scenario';

const HANDED_AT = '2026-03-20T06:30:00.000Z';
const handOver = (pickupPointId: string, actor = STAFF) =>
  command('HandOverParcel', { pickupPointId }, actor, HANDED_AT);

describe('HandOverParcel', () => {
  it('staff hand a parcel waiting at its pickup point over: who, where and when, and the order is picked up', () => {
    given(eventsTo('bns_in'))
      .when(handOver('bns-hq'))
      .then([
        {
          type: 'ParcelHandedOver',
          data: { pickupPointId: 'bns-hq', staffId: STAFF.id, handedOverAt: HANDED_AT, itemIds: ['item-1', 'item-2'] },
        },
      ]);
    const after = given(eventsTo('bns_in')).when(handOver('bns-hq')).thenStatus('bns_out');
    expect(after.context.handOver).toEqual({ pickupPointId: 'bns-hq', staffId: STAFF.id, handedOverAt: HANDED_AT });
    expect(after.context.shippingStage).toBe('bns_out');
    expect(after.context.items.map((i) => i.shippingStatus)).toEqual(['bns_out', 'bns_out']);
  });

  it("refuses another pickup point than the order's own, and a blank one", () => {
    given(eventsTo('bns_in')).when(handOver('elink-mk')).thenError('BATCH_WRONG_PICKUP_POINT');
    given(eventsTo('bns_in')).when(handOver(' ')).thenError('BATCH_VALIDATION');
  });

  it('only staff hand over', () => {
    for (const actor of [REQUESTER, BUYER, AUDITOR, SYSTEM])
      given(eventsTo('bns_in')).when(handOver('bns-hq', actor)).thenError('BATCH_NOT_AUTHORIZED');
  });

  it('only while the parcel waits at the pickup point: not before it arrived, not twice', () => {
    for (const status of ['arrived_local_warehouse', 'bns_shipping', 'bns_out', 'paid'] as const)
      given(eventsTo(status)).when(handOver('bns-hq')).thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    given(scenarioAt('bns_in').run(handOver('bns-hq')).events)
      .when(handOver('bns-hq'))
      .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  });

  it('a courier order is never handed over at a counter', () => {
    given(courierAtBnsIn().events).when(handOver('bns-hq')).thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  });

  it('also once some items were abandoned or refunded while the rest wait at the pickup point', () => {
    given(eventsTo('abandoned')).when(handOver('bns-hq')).thenStatus('bns_out');
    const refunded = scenarioAt('bns_in').run(
      command(
        'RefundItems',
        { itemIds: ['item-1'], amount: { amount: 1000, currency: 'HKD' }, reason: 'prohibited_item' },
        STAFF,
      ),
    );
    expect(refunded.status).toBe('refunded');
    given(refunded.events).when(handOver('bns-hq')).thenStatus('bns_out');
  });
});

describe('UpdateOrderStatus to Picked Up (bns_out)', () => {
  const toPickedUp = (actor = STAFF) => command('UpdateOrderStatus', { status: 'bns_out' }, actor);

  it('a pickup order is refused, by anyone and from any stage before it: only the hand-off with the code picks it up', () => {
    for (const stage of ['item_sent', 'arrived_local_warehouse', 'bns_in'] as const)
      for (const actor of [STAFF, BUYER, SYSTEM])
        given(eventsTo(stage)).when(toPickedUp(actor)).thenError('BATCH_PICKUP_NEEDS_CODE', { field: 'status' });
    given(scenarioAt('abandoned').events).when(toPickedUp()).thenError('BATCH_PICKUP_NEEDS_CODE', { field: 'status' });
  });

  it('nor past the pickup point by hand, by anyone, also while overdue there: the hand-off comes first', () => {
    const overdue = scenarioAt('bns_in').run(command('MarkPickupOverdue', {}, SYSTEM, '2026-03-15T10:00:00.000Z'));
    for (const status of ['bns_warehouse', 'bns_warehouse_out', 'bns_complete'] as const)
      for (const actor of [STAFF, BUYER, SYSTEM]) {
        given(eventsTo('bns_in'))
          .when(command('UpdateOrderStatus', { status }, actor))
          .thenError('BATCH_PICKUP_NEEDS_CODE', { field: 'status' });
        given(overdue.events)
          .when(command('UpdateOrderStatus', { status }, actor))
          .thenError('BATCH_PICKUP_NEEDS_CODE', { field: 'status' });
      }
  });

  it('once handed over, the later stages move a pickup order by hand', () => {
    const pickedUp = scenarioAt('bns_in').run(handOver('bns-hq')).events;
    for (const status of ['bns_warehouse', 'bns_complete'] as const)
      given(pickedUp)
        .when(command('UpdateOrderStatus', { status }, STAFF))
        .thenStatus(status);
  });

  it('before the pickup point, the stages past it still move a pickup order by hand', () => {
    given(eventsTo('arrived_local_warehouse'))
      .when(command('UpdateOrderStatus', { status: 'bns_complete' }, STAFF))
      .thenStatus('bns_complete');
  });

  it('a courier order, which has no pickup code, still moves there by hand', () => {
    given(courierAtBnsIn().events)
      .when(toPickedUp(BUYER))
      .then([{ type: 'OrderStatusUpdated', data: { status: 'bns_out', itemIds: ['item-1', 'item-2'], at: AT } }]);
  });

  it('a courier order still moves past bns_in by hand, by anyone who moves stages', () => {
    for (const status of ['bns_warehouse', 'bns_complete'] as const)
      for (const actor of [STAFF, BUYER, SYSTEM])
        given(courierAtBnsIn().events)
          .when(command('UpdateOrderStatus', { status }, actor))
          .thenStatus(status);
  });
});

function courierAtBnsIn(): Scenario {
  const address = {
    recipientName: 'Rita Requester',
    contactNumber: '+85291234567',
    addressLine1: '1 Queen’s Road',
    district: 'Central',
    country: 'hk',
  };
  const s = new Scenario().run(
    command('CreateRequest', createData({ delivery: { kind: 'address', address } }), REQUESTER),
  );
  [steps.assign, steps.accept, steps.modify, steps.confirm, steps.checkout, steps.authorise]
    .concat([steps.purchase('item-1', 'item-2'), steps.completePurchase, steps.capture()])
    .concat([steps.sendTracking('item-1', 'item-2'), steps.stage('bns_in')])
    .forEach((step) => step(s));
  return s;
}
