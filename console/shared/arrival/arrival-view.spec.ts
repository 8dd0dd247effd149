import type { ArrivalView, DisputeMessageView, ItemReviewView } from '@contracts/batch/arrival';
import {
  arrivedItems,
  countdownText,
  itemsToReview,
  reportable,
  shownMessages,
  timeLeft,
  weightChange,
} from './arrival-view';

const NOW = Date.parse('2026-11-29T10:00:00Z');
const review = (patch: Partial<ItemReviewView>): ItemReviewView => ({
  item_id: 'a',
  status: 'awaiting_review',
  check_in_id: 'c1',
  requested_weight: 300,
  arrived_weight: 325,
  review_due_at: '2026-12-02T10:00:00Z',
  dispute_until: '2026-12-13T10:00:00Z',
  approved_by: null,
  ...patch,
});

// The order page's reading of the arrival: countdown, what is left to review, who sees which message.
describe('arrival view', () => {
  const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`;

  it('counts down in days and hours, then hours and minutes, then minutes; nothing once due', () => {
    expect(timeLeft('2026-12-01T15:30:00Z', NOW)).toEqual({ days: 2, hours: 5, minutes: 30 });
    expect(countdownText('2026-12-01T15:30:00Z', NOW, t)).toBe('order.arrival.countdown.days{"days":2,"hours":5}');
    expect(countdownText('2026-11-29T13:12:00Z', NOW, t)).toBe('order.arrival.countdown.hours{"hours":3,"minutes":12}');
    expect(countdownText('2026-11-29T10:00:20Z', NOW, t)).toBe('order.arrival.countdown.minutes{"minutes":1}');
    expect(timeLeft('2026-11-29T09:59:00Z', NOW)).toBeNull();
    expect(countdownText('not a date', NOW, t)).toBe('order.arrival.countdown.due');
  });

  it('lists each reviewed item with its check-in and its latest dispute', () => {
    const arrival = {
      reviews: [review({ item_id: 'a' }), review({ item_id: 'b', status: 'disputed' })],
      check_ins: [{ id: 'c1' }],
      disputes: [
        { id: 'd1', item_id: 'b' },
        { id: 'd2', item_id: 'b' },
      ],
    } as unknown as ArrivalView;
    const items = arrivedItems(arrival);
    expect(items.map((i) => [i.review.item_id, i.checkIn?.id, i.dispute?.id])).toEqual([
      ['a', 'c1', undefined],
      ['b', 'c1', 'd2'],
    ]);
    expect(itemsToReview(arrival)).toEqual(['a']);
    expect(itemsToReview(null)).toEqual([]);
  });

  it('offers a report while awaiting review or approved and within the window, never on a disputed item', () => {
    expect(reportable(review({}), NOW)).toBe(true);
    expect(reportable(review({ status: 'approved' }), NOW)).toBe(true);
    expect(reportable(review({ status: 'disputed' }), NOW)).toBe(false);
    expect(reportable(review({ dispute_until: '2026-11-29T09:00:00Z' }), NOW)).toBe(false);
  });

  it('shows internal notes to staff only, and the weight difference signed', () => {
    const messages = [
      { id: '1', internal: false },
      { id: '2', internal: true },
    ] as DisputeMessageView[];
    expect(shownMessages(messages, false).map((m) => m.id)).toEqual(['1']);
    expect(shownMessages(messages, true).map((m) => m.id)).toEqual(['1', '2']);
    expect(weightChange(review({}))).toBe(25);
    expect(weightChange(review({ arrived_weight: 250 }))).toBe(-50);
  });
});
