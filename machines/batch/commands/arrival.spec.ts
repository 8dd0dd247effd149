import { given } from '../../testing/given-when-then';
import {
  BUYER,
  OTHER_REQUESTER,
  REQUESTER,
  STAFF,
  SYSTEM,
  command,
  fees,
  hkd,
  PAY_HKD,
} from '../../testing/batch-fixtures';
import { scenarioAt } from '../../testing/batch-scenario';
import { AT, DUE, arrived, checkIn, photo, report, reweighed } from '../../testing/arrival-scenario';
import { acceptedChargeHkd, arrivalSettled } from '../batch.arrival';

describe('CheckInParcel', () => {
  it('staff check a sent order in: it arrives at the overseas warehouse and its items await review', () => {
    const next = given(scenarioAt('item_sent').events)
      .when(command('CheckInParcel', checkIn(), STAFF, AT))
      .thenStatus('arrived_oversea_warehouse');
    expect(next.context.arrival?.reviews.map((r) => [r.itemId, r.status, r.reviewDueAt])).toEqual([
      ['item-1', 'awaiting_review', DUE],
      ['item-2', 'awaiting_review', DUE],
    ]);
    expect(next.context.arrival?.checkIns[0]).toMatchObject({
      weight: 420,
      by: STAFF.id,
      photos: [photo(1), photo(2)],
    });
  });

  it('a parcel reaching the warehouse before its tracking number is recorded keeps the status', () => {
    given(scenarioAt('purchase_completed').events)
      .when(command('CheckInParcel', checkIn(), STAFF, AT))
      .thenStatus('purchase_completed');
  });

  it('only staff, only paid orders, each item once, with photos, a positive weight and sides', () => {
    const sent = () => given(scenarioAt('item_sent').events);
    sent()
      .when(command('CheckInParcel', checkIn(), REQUESTER, AT))
      .thenError('BATCH_NOT_AUTHORIZED');
    sent()
      .when(command('CheckInParcel', checkIn(), BUYER, AT))
      .thenError('BATCH_NOT_AUTHORIZED');
    given(scenarioAt('confirmed').events)
      .when(command('CheckInParcel', checkIn(), STAFF, AT))
      .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
    sent()
      .when(command('CheckInParcel', checkIn({ photos: [] }), STAFF, AT))
      .thenError('BATCH_VALIDATION', { field: 'photos' });
    const eleven = Array.from({ length: 11 }, (_, n) => photo(n));
    sent()
      .when(command('CheckInParcel', checkIn({ photos: eleven }), STAFF, AT))
      .thenError('BATCH_VALIDATION', { field: 'photos' });
    sent()
      .when(command('CheckInParcel', checkIn({ weight: -5 }), STAFF, AT))
      .thenError('BATCH_VALIDATION', { field: 'weight' });
    sent()
      .when(command('CheckInParcel', checkIn({ itemIds: ['other-order-item'] }), STAFF, AT))
      .thenError('BATCH_ITEM_NOT_FOUND');
    given(arrived().events)
      .when(command('CheckInParcel', checkIn({ checkInId: 'ci-2' }), STAFF, AT))
      .thenError('BATCH_ITEM_NOT_IN_EXPECTED_STATE');
    // Past the overseas warehouse the goods are packed for Hong Kong: no check-in any more.
    given(scenarioAt('oversea_shipping').events)
      .when(command('CheckInParcel', checkIn(), STAFF, AT))
      .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  });
});

describe('review: approve, report, auto-approve', () => {
  it('the requester approves; the order then may leave the warehouse', () => {
    const s = arrived().run(command('ApproveItems', { itemIds: ['item-1', 'item-2'] }, REQUESTER, AT));
    expect(arrivalSettled(s.state.context)).toBe(true);
    given(s.events)
      .when(command('UpdateOrderStatus', { status: 'oversea_shipping' }, BUYER))
      .thenStatus('oversea_shipping');
  });

  it('an unreviewed or disputed item holds the order at the overseas warehouse', () => {
    given(arrived().events)
      .when(command('UpdateOrderStatus', { status: 'oversea_shipping' }, BUYER))
      .thenError('BATCH_ARRIVAL_NOT_SETTLED');
    const disputed = arrived('item_sent', report, (s) =>
      s.run(command('ApproveItems', { itemIds: ['item-2'] }, REQUESTER, AT)),
    );
    given(disputed.events)
      .when(command('UpdateOrderStatus', { status: 'arrived_local_warehouse' }, STAFF))
      .thenError('BATCH_ARRIVAL_NOT_SETTLED');
  });

  it('only the requester of the order approves or reports; buyers and staff do not decide', () => {
    const g = () => given(arrived().events);
    g()
      .when(command('ApproveItems', { itemIds: ['item-1'] }, BUYER, AT))
      .thenError('BATCH_NOT_AUTHORIZED');
    g()
      .when(command('ApproveItems', { itemIds: ['item-1'] }, STAFF, AT))
      .thenError('BATCH_NOT_AUTHORIZED');
    g()
      .when(command('ApproveItems', { itemIds: ['item-1'] }, OTHER_REQUESTER, AT))
      .thenError('BATCH_NOT_OWNER');
    g()
      .when(
        command(
          'ReportProblem',
          { disputeId: 'd', itemId: 'item-1', kind: 'damaged', message: 'x', photos: [] },
          BUYER,
          AT,
        ),
      )
      .thenError('BATCH_NOT_AUTHORIZED');
  });

  it('a problem can be reported within the dispute window only', () => {
    given(arrived().events)
      .when(
        command(
          'ReportProblem',
          { disputeId: 'd', itemId: 'item-1', kind: 'damaged', message: 'Dented', photos: [] },
          REQUESTER,
          '2026-03-16T00:00:00.000Z',
        ),
      )
      .thenError('BATCH_DISPUTE_WINDOW_CLOSED');
  });

  it('the timer approves what is still unreviewed once the period ended, not before', () => {
    const s = arrived('item_sent', (x) => x.run(command('ApproveItems', { itemIds: ['item-2'] }, REQUESTER, AT)));
    given(s.events)
      .when(command('AutoApproveItems', {}, SYSTEM, '2026-03-04T09:59:59.000Z'))
      .thenError('BATCH_ITEM_NOT_ARRIVED');
    given(s.events)
      .when(command('AutoApproveItems', {}, SYSTEM, DUE))
      .then([{ type: 'ItemsAutoApproved', data: { itemIds: ['item-1'] } }]);
  });
});

describe('disputes and quote revisions after payment', () => {
  it('internal notes are staff only; every party of the order may write in the thread', () => {
    const g = () => given(arrived('item_sent', report).events);
    g()
      .when(
        command('PostDisputeMessage', { disputeId: 'd-1', messageId: 'm', body: 'note', internal: true }, BUYER, AT),
      )
      .thenError('BATCH_INTERNAL_NOTE_STAFF_ONLY');
    g()
      .when(
        command(
          'PostDisputeMessage',
          { disputeId: 'd-1', messageId: 'm', body: 'Checking', internal: true },
          STAFF,
          AT,
        ),
      )
      .thenStatus('arrived_oversea_warehouse');
    g()
      .when(command('PostDisputeMessage', { disputeId: 'd-1', messageId: 'm', body: 'Seen' }, BUYER, AT))
      .thenStatus('arrived_oversea_warehouse');
    g()
      .when(command('PostDisputeMessage', { disputeId: 'nope', messageId: 'm', body: 'x' }, REQUESTER, AT))
      .thenError('BATCH_DISPUTE_NOT_FOUND');
  });

  it('a re-weigh makes a quote revision; until accepted the order does not move on; accepting applies it', () => {
    const s = arrived('item_sent', report, reweighed(PAY_HKD - 2000));
    const revision = s.state.context.arrival?.revisions[0];
    expect(revision).toMatchObject({ id: 'rv-1', status: 'pending', reason: 'reweigh', disputeId: 'd-1' });
    expect(s.state.context.fees?.internationalShipping).not.toBe(1500);
    given(s.events)
      .when(command('UpdateOrderStatus', { status: 'oversea_shipping' }, BUYER))
      .thenError('BATCH_ARRIVAL_NOT_SETTLED');
    s.run(command('AcceptQuoteRevision', { revisionId: 'rv-1' }, REQUESTER, AT));
    expect(s.state.context.fees?.internationalShipping).toBe(1500);
    expect(s.state.context.items.find((i) => i.id === 'item-1')?.weight).toBe(210);
    expect(s.state.context.quoteReason).toBe('QuoteRevisionAccepted');
    expect(acceptedChargeHkd(s.state.context)).toBe(PAY_HKD - 2000);
  });

  it('declining a revision opens a dispute and changes nothing', () => {
    const s = arrived('item_sent', report, reweighed(PAY_HKD + 500));
    const before = s.state.context.fees;
    s.run(
      command(
        'DeclineQuoteRevision',
        { revisionId: 'rv-1', disputeId: 'd-2', message: 'The scale is wrong' },
        REQUESTER,
        AT,
      ),
    );
    expect(s.state.context.fees).toEqual(before);
    expect(s.state.context.arrival?.disputes.map((d) => [d.id, d.kind, d.status])).toEqual([
      ['d-1', 'weight_wrong', 'resolved'],
      ['d-2', 'revision_declined', 'open'],
    ]);
  });

  it('capture waits for a pending revision and never exceeds the accepted charge', () => {
    const g = arrived('purchase_completed', report, reweighed(PAY_HKD - 2000));
    given(g.events)
      .when(command('CapturePayment', { amount: hkd(PAY_HKD - 2000) }, SYSTEM))
      .thenError('BATCH_QUOTE_REVISION_PENDING');
    g.run(command('AcceptQuoteRevision', { revisionId: 'rv-1' }, REQUESTER, AT));
    given(g.events)
      .when(command('CapturePayment', { amount: hkd(PAY_HKD) }, SYSTEM))
      .thenError('BATCH_CAPTURE_EXCEEDS_ACCEPTED_QUOTE');
    given(g.events)
      .when(command('CapturePayment', { amount: hkd(PAY_HKD - 2000) }, SYSTEM))
      .thenStatus('payment_captured');
  });

  it('staff refund a disputed item through the item refund; reject and return to seller only decide', () => {
    const s = arrived('item_sent', report);
    given(s.events)
      .when(
        command(
          'ResolveDispute',
          { disputeId: 'd-1', decision: 'refund', reason: 'Damaged in the box', refundAmount: 30000 },
          STAFF,
          AT,
        ),
      )
      .then([
        {
          type: 'DisputeResolved',
          data: { disputeId: 'd-1', decision: 'refund', reason: 'Damaged in the box', at: AT, by: STAFF.id },
        },
        {
          type: 'ItemsRefunded',
          data: { itemIds: ['item-1'], amount: 30000, reason: 'arrival_dispute', remark: 'Damaged in the box' },
        },
      ]);
    given(s.events)
      .when(
        command('ResolveDispute', { disputeId: 'd-1', decision: 'reject', reason: 'Photos show it intact' }, STAFF, AT),
      )
      .thenStatus('arrived_oversea_warehouse');
    given(s.events)
      .when(command('ResolveDispute', { disputeId: 'd-1', decision: 'reject', reason: 'x' }, REQUESTER, AT))
      .thenError('BATCH_NOT_AUTHORIZED');
    given(s.events)
      .when(command('ResolveDispute', { disputeId: 'd-1', decision: 'reweigh', reason: 'x', weight: 200 }, STAFF, AT))
      .thenError('BATCH_VALIDATION', { field: 'scalePhoto' });
  });

  it('staff propose a surcharge; one revision waits at a time', () => {
    const data = {
      revisionId: 'rv-9',
      reason: 'surcharge' as const,
      remark: 'Oversize',
      fees: fees({ additionalFee: 300 }),
      chargeHkd: PAY_HKD + 2400,
    };
    const s = arrived().run(command('ReviseQuote', data, STAFF, AT));
    given(s.events)
      .when(command('ReviseQuote', { ...data, revisionId: 'rv-10' }, STAFF, AT))
      .thenError('BATCH_QUOTE_REVISION_PENDING');
    given(s.events)
      .when(command('AcceptQuoteRevision', { revisionId: 'rv-9' }, BUYER, AT))
      .thenError('BATCH_NOT_AUTHORIZED');
  });
});
