import { arrivalTimeline, type StoredStep } from './arrival-timeline';

const AT = new Date('2026-06-01T08:00:00.000Z');
let revision = 0;
const step = (type: string, data: object, actor?: { id: string; role: string }, at?: string): StoredStep => ({
  type,
  data,
  streamRevision: ++revision,
  createdAt: AT,
  metadata: { ...(actor ? { actor } : {}), ...(at ? { at } : {}) },
});
const STAFF = { id: 'staff-1', role: 'staff' };
const REQUESTER = { id: 'req-1', role: 'requester' };

describe('the arrival timeline', () => {
  const events = [
    step('BatchPaid', { amount: 1 }, REQUESTER),
    step(
      'ParcelCheckedIn',
      { itemIds: ['a', 'b'], condition: 'opened', note: ' Tape cut ' },
      STAFF,
      '2026-06-01T09:00:00.000Z',
    ),
    step('ProblemReported', { disputeId: 'd1', itemId: 'a', kind: 'damaged', message: 'Glass broken' }, REQUESTER),
    step('DisputeMessagePosted', { disputeId: 'd1', body: 'Claim filed', internal: true }, STAFF),
    step('ItemsAutoApproved', { itemIds: ['b'] }, { id: 'system:timers', role: 'system' }),
    step('DisputeResolved', { disputeId: 'd1', decision: 'refund', reason: 'Photos agree' }, STAFF),
    step('ItemsRefunded', { itemIds: ['a'], amount: 3200, reason: 'arrival_dispute', remark: 'Photos agree' }, STAFF),
    step('ItemsRefunded', { itemIds: ['b'], amount: 900, reason: 'other', remark: '' }, STAFF),
    step('QuoteRevised', { revisionId: 'r1', reason: 'surcharge', remark: 'Oversize', chargeHkd: 51000 }, STAFF),
  ];

  it('lists only arrival steps, each with its role and its reason; dispute messages and other refunds stay out', () => {
    const rows = arrivalTimeline(events, false);
    expect(rows.map((r) => [r.step, r.actor_role, r.actor_id])).toEqual([
      ['ParcelCheckedIn', 'staff', null],
      ['ProblemReported', 'requester', null],
      ['ItemsAutoApproved', 'system', null],
      ['DisputeResolved', 'staff', null],
      ['ItemsRefunded', 'staff', null],
      ['QuoteRevised', 'staff', null],
    ]);
    expect(rows[0]).toMatchObject({ at: '2026-06-01T09:00:00.000Z', condition: 'opened', words: 'Tape cut' });
    expect(rows[1]).toMatchObject({ item_ids: ['a'], dispute_id: 'd1', kind: 'damaged', words: 'Glass broken' });
    expect(rows[2]).toMatchObject({ item_ids: ['b'], at: AT.toISOString(), words: '' });
    expect(rows[3]).toMatchObject({ decision: 'refund', words: 'Photos agree', revision_reason: null });
    expect(rows[4]).toMatchObject({ refund_reason: 'arrival_dispute', amount_hkd: 3200 });
    expect(rows[5]).toMatchObject({
      revision_reason: 'surcharge',
      words: 'Oversize',
      amount_hkd: 51000,
      revision_id: 'r1',
    });
  });

  describe("a higher revision's increase paid by card (a top-up)", () => {
    const PROVIDER = { id: 'system:card-provider', role: 'system' };
    const topUp = [
      step('QuoteRevised', { revisionId: 'r2', reason: 'surcharge', remark: '', chargeHkd: 60000 }, STAFF),
      step('TopUpPaymentStarted', { revisionId: 'r2', amount: 9000, paymentReference: 'pa-1', by: 'req-1' }, REQUESTER),
      step('TopUpPaymentFailed', { revisionId: 'r2', code: 'PAYMENT_INPUT_ERROR', message: 'CVC Declined' }, PROVIDER),
      step('TopUpPaymentStarted', { revisionId: 'r2', amount: 9000, paymentReference: 'pa-2', by: 'req-1' }, REQUESTER),
      step('TopUpPaymentAuthorised', { revisionId: 'r2', amount: 9000, pspReference: 'psp-2', at: '' }, PROVIDER),
      step('QuoteRevisionAccepted', { revisionId: 'r2', paidBy: 'req-1', paidHkd: 9000 }, PROVIDER),
      step('TopUpPaymentCaptured', { revisionId: 'r2', amount: 9000, pspReference: 'psp-2' }, PROVIDER),
    ];

    it('lists each step with its actor and amount; the refusal with the provider message; the acceptance by the payer', () => {
      const rows = arrivalTimeline(topUp, true).slice(1);
      expect(rows.map((r) => [r.step, r.actor_role, r.actor_id, r.amount_hkd, r.accepted_by_payment])).toEqual([
        ['TopUpPaymentStarted', 'requester', 'req-1', 9000, false],
        ['TopUpPaymentFailed', 'system', 'system:card-provider', null, false],
        ['TopUpPaymentStarted', 'requester', 'req-1', 9000, false],
        ['TopUpPaymentAuthorised', 'system', 'system:card-provider', 9000, false],
        ['QuoteRevisionAccepted', 'requester', 'req-1', 9000, true],
        ['TopUpPaymentCaptured', 'system', 'system:card-provider', 9000, false],
      ]);
      expect(rows[1]).toMatchObject({ words: 'CVC Declined', revision_id: 'r2' });
      // The requester and the buyer see the role, never the id.
      expect(arrivalTimeline(topUp, false)[5]).toMatchObject({ actor_role: 'requester', actor_id: null });
    });

    it('attributes an acceptance recorded without the payer to the requester who started the authorised top-up', () => {
      const older = topUp.map((e) =>
        e.type === 'QuoteRevisionAccepted'
          ? { ...e, data: { revisionId: 'r2' } }
          : e.type === 'TopUpPaymentStarted'
            ? { ...e, data: { revisionId: 'r2', amount: 9000, paymentReference: 'pa' } }
            : e,
      );
      expect(arrivalTimeline(older, true)[5]).toMatchObject({
        step: 'QuoteRevisionAccepted',
        actor_role: 'requester',
        actor_id: 'req-1',
        amount_hkd: 9000,
        accepted_by_payment: true,
      });
    });

    it("a revision accepted without a payment stays its accepter's, with no amount", () => {
      const plain = [step('QuoteRevisionAccepted', { revisionId: 'r1' }, REQUESTER)];
      expect(arrivalTimeline(plain, true)[0]).toMatchObject({
        actor_role: 'requester',
        actor_id: 'req-1',
        amount_hkd: null,
        accepted_by_payment: false,
      });
    });
  });

  it('names the person who did each step for staff and auditors only', () => {
    expect(arrivalTimeline(events, true).map((r) => r.actor_id)).toEqual([
      'staff-1',
      'req-1',
      'system:timers',
      'staff-1',
      'staff-1',
      'staff-1',
    ]);
  });
});
