import { timelineActor, timelineReason } from './timeline-reason';

// The console timeline's "reason" column: every arrival step says why, in the operator's words.
describe('timeline reason', () => {
  const label = (key: string) => `[${key}]`;
  const plain = (_key: string, fallback: string) => fallback;

  it('names a dispute decision and keeps its reason as written', () => {
    expect(timelineReason({ disputeId: 'd', decision: 'refund', reason: 'Box crushed' }, label)).toBe(
      '[order.arrival.decisions.refund] · Box crushed',
    );
  });

  it('names a reported problem and keeps the requester message', () => {
    expect(timelineReason({ kind: 'damaged', message: 'Screen cracked', itemId: 'i' }, label)).toBe(
      '[order.arrival.kinds.damaged] · Screen cracked',
    );
  });

  it('names a check-in condition with its note; a quote revision its reason code and remark', () => {
    expect(timelineReason({ condition: 'opened', note: 'Tape cut' }, label)).toBe(
      '[order.arrival.conditions.opened] · Tape cut',
    );
    expect(timelineReason({ revisionId: 'r', reason: 'reweigh', remark: 'Scale 3.1 lb' }, label)).toBe(
      '[order.revision.reasons.reweigh] · Scale 3.1 lb',
    );
  });

  it('reads a refund reason code, and falls back to the code when it has no label', () => {
    expect(timelineReason({ itemIds: ['i'], reason: 'high_risk_item', remark: '' }, label)).toBe(
      '[order.refund.reasons.high_risk_item]',
    );
    expect(timelineReason({ reason: 'other_words' }, plain)).toBe('other_words');
  });

  it("a top-up: the refusal in the provider's words; a revision accepted by paying is the payer's", () => {
    expect(timelineReason({ revisionId: 'r', code: 'PAYMENT_INPUT_ERROR', message: 'CVC Declined' }, label)).toBe(
      'CVC Declined',
    );
    const withValues = (key: string, _f: string, values?: Record<string, string>) => `[${key} ${values?.amount}]`;
    const accepted = { revisionId: 'r', paidBy: 'req-1', paidHkd: 9000 };
    expect(timelineReason(accepted, withValues)).toBe('[order.arrival.timeline.acceptedByPaying 90.00 HKD]');
    const row = { type: 'QuoteRevisionAccepted', actor_id: 'system:card-provider', actor_role: 'system' };
    expect(timelineActor({ ...row, data: accepted })).toEqual({ id: 'req-1', role: 'requester' });
    expect(timelineActor({ ...row, data: { revisionId: 'r' } })).toEqual({
      id: 'system:card-provider',
      role: 'system',
    });
    // The server's name for the row's actor goes with it; the payer's is not the row's actor's.
    const named = { ...row, actor_id: 'staff-1', actor_role: 'staff', actor_name: 'Sam Staff' };
    expect(timelineActor({ ...named, data: { revisionId: 'r' } })).toEqual({
      id: 'staff-1',
      role: 'staff',
      name: 'Sam Staff',
    });
    expect(timelineActor({ ...named, data: accepted })).toStrictEqual({ id: 'req-1', role: 'requester' });
  });

  it('is empty for events without a why and for missing data', () => {
    expect(timelineReason({ itemIds: ['a'] }, label)).toBe('');
    expect(timelineReason(null, label)).toBe('');
  });
});
