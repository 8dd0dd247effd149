import type { ArrivalTimelineEntry } from '@contracts/batch/arrival';
import { arrivalStepReason } from './timeline-step';

const entry = (over: Partial<ArrivalTimelineEntry>): ArrivalTimelineEntry => ({
  revision: 1,
  step: 'ParcelCheckedIn',
  at: '2026-06-01T08:00:00.000Z',
  actor_role: 'staff',
  actor_id: null,
  item_ids: [],
  dispute_id: null,
  revision_id: null,
  condition: null,
  kind: null,
  decision: null,
  revision_reason: null,
  refund_reason: null,
  words: '',
  amount_hkd: null,
  accepted_by_payment: false,
  ...over,
});
const label = (key: string) => `[${key}]`;
const money = (hkd: number) => `HK$${hkd / 100}`;

// The order page's arrival timeline says why each step happened, in the reader's language.
describe('arrival step reason', () => {
  it('names the code, keeps the words as written and adds the amount', () => {
    expect(arrivalStepReason(entry({ condition: 'opened', words: 'Tape cut' }), label, money)).toBe(
      '[order.arrival.conditions.opened] · Tape cut',
    );
    expect(
      arrivalStepReason(
        entry({ step: 'ItemsRefunded', refund_reason: 'arrival_dispute', words: 'Broken', amount_hkd: 32000 }),
        label,
        money,
      ),
    ).toBe('[order.refund.reasons.arrival_dispute] · Broken · HK$320');
    expect(
      arrivalStepReason(entry({ step: 'DisputeResolved', decision: 'reject', words: 'As ordered' }), label, money),
    ).toBe('[order.arrival.decisions.reject] · As ordered');
  });

  it("says a revision was accepted by paying its increase, and a top-up's refusal in the provider's words", () => {
    const withValues = (key: string, _fallback: string, values?: Record<string, string>) =>
      `[${key}${values ? ` ${JSON.stringify(values)}` : ''}]`;
    expect(
      arrivalStepReason(
        entry({ step: 'QuoteRevisionAccepted', actor_role: 'requester', amount_hkd: 9000, accepted_by_payment: true }),
        withValues,
        money,
      ),
    ).toBe('[order.arrival.timeline.acceptedByPaying {"amount":"HK$90"}]');
    expect(arrivalStepReason(entry({ step: 'TopUpPaymentStarted', amount_hkd: 9000 }), withValues, money)).toBe(
      'HK$90',
    );
    expect(arrivalStepReason(entry({ step: 'TopUpPaymentFailed', words: 'CVC Declined' }), withValues, money)).toBe(
      'CVC Declined',
    );
  });

  it('is empty for a step that carries no reason', () => {
    expect(arrivalStepReason(entry({ step: 'ItemsApproved' }), label, money)).toBe('');
  });
});
