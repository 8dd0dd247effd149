/**
 * @jest-environment jsdom
 */
import { createElement } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createI18nWithResources } from '@shared/i18n/i18next-setup';
import { I18nextProvider } from 'react-i18next';
import type { ArrivalView } from '@contracts/batch/arrival';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import enHkOrder from '../../../../../shared/locales/en-hk/order.json';
import enHkOrderArrival from '../../../../../shared/locales/en-hk/order.arrival.json';
import enHkCommon from '../../../../../shared/locales/en-hk/common.json';
import enHkBatch from '../../../../../shared/locales/en-hk/batch.json';
import enHkErrors from '../../../../../shared/locales/en-hk/errors.json';
import { ServicesProvider, type Services } from '../../../app/services';
import type { Notice } from '../../../notify/notice-queue';
import { ArrivalPanel } from './arrival-panel';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const photo = (n: number) => ({ id: `p${n}`, url: `/api/uploads/p${n}.jpg`, width: 800, height: 600 });
const checkIn = (id: string, itemIds: string[], weight: number, photos: ReturnType<typeof photo>[]) => ({
  id,
  at: inDays(-0.5),
  by: 's1',
  item_ids: itemIds,
  photos,
  weight,
  dimensions: { length_cm: 30, width_cm: 20, height_cm: 10 },
  charged_weight: weight,
  volumetric_weight: 130,
  condition: 'damaged' as const,
  note: 'Corner crushed',
  tracking_number: null,
});
const review = (itemId: string, status: 'awaiting_review' | 'approved' | 'disputed') => ({
  item_id: itemId,
  status,
  check_in_id: itemId === 'lamp' ? 'c1' : 'c2',
  requested_weight: 300,
  arrived_weight: 325,
  review_due_at: inDays(2.5),
  dispute_until: inDays(14),
  approved_by: status === 'approved' ? ('requester' as const) : null,
});
const arrival: ArrivalView = {
  check_ins: [checkIn('c1', ['lamp'], 325, [photo(1), photo(2)]), checkIn('c2', ['mug'], 300, [photo(3)])],
  reviews: [review('lamp', 'awaiting_review'), review('mug', 'awaiting_review')],
  disputes: [],
  revisions: [],
  pending_revision_id: null,
  next_auto_approval_at: inDays(2.5),
  accepted_charge_hkd: 50000,
  charge_basis: 'actual',
  settled: false,
};
const detail = (a: ArrivalView = arrival) =>
  ({
    id: 'b1',
    batch: {
      items: [
        { id: 'lamp', name: 'Desk lamp' },
        { id: 'mug', name: 'Mug' },
      ],
    },
    arrival: a,
    allowed_commands: ['ApproveItems', 'ReportProblem'],
  }) as unknown as BatchDetail;

afterEach(cleanup);

// The requester's review on the order page: what arrived, the countdown, Approve and Report.
describe('arrival panel', () => {
  const i18n = createI18nWithResources('en-hk', {
    'en-hk': {
      order: { ...enHkOrder, ...enHkOrderArrival },
      common: enHkCommon,
      batch: enHkBatch,
      errors: enHkErrors,
    },
  });

  function mount(requester: boolean, a?: ArrivalView) {
    const notices: Notice[] = [];
    const approve = jest.fn(() => Promise.resolve({ position: '7/70' }));
    const services = {
      notices: { push: (n: Notice) => notices.push(n) },
      arrival: { approve },
      config: {},
    } as unknown as Services;
    const onChanged = jest.fn();
    render(
      createElement(
        I18nextProvider,
        { i18n },
        createElement(ServicesProvider, {
          services,
          children: createElement(ArrivalPanel, { detail: detail(a), requester, onChanged }),
        }),
      ),
    );
    return { approve, onChanged, notices };
  }

  it('given two checked-in items, when the requester opens the order, then each shows its photos, weights, condition and countdown', () => {
    mount(true);
    const lamp = screen.getByTestId('arrival-item-lamp');
    expect(lamp.getAttribute('data-status')).toBe('awaiting_review');
    expect(within(lamp).getAllByTestId('arrival-item-lamp-evidence-photos-photo')).toHaveLength(2);
    expect(screen.getByTestId('arrival-item-lamp-evidence-requested').textContent).toBe('3.00 lb');
    expect(screen.getByTestId('arrival-item-lamp-evidence-arrived').textContent).toBe('3.25 lb (+0.25 lb)');
    expect(screen.getByTestId('arrival-item-lamp-evidence-condition').textContent).toBe('Damaged · Corner crushed');
    expect(screen.getByTestId('arrival-countdown').textContent).toMatch(/approved automatically in 2 d 1[12] h/);
    expect(screen.getByTestId('arrival-charge-basis').textContent).toContain('actual weight');
  });

  it('given one parcel holding both items, when shown, then its weight reads as the whole parcel, not set against an item', () => {
    const both = checkIn('c1', ['lamp', 'mug'], 650, [photo(1)]);
    mount(true, { ...arrival, check_ins: [both], reviews: arrival.reviews.map((r) => ({ ...r, check_in_id: 'c1' })) });
    expect(screen.getByTestId('arrival-item-mug-evidence-arrived').textContent).toBe('6.50 lb (2 items)');
    expect(screen.getAllByTestId('arrival-item-mug-evidence-photos-photo')).toHaveLength(1);
  });

  it('given the requester, when they approve one item, then only that item is sent and the page refetches at its position', async () => {
    const { approve, onChanged, notices } = mount(true);
    await act(() => Promise.resolve(fireEvent.click(screen.getByTestId('arrival-approve-mug'))));
    expect(approve).toHaveBeenCalledWith('b1', ['mug']);
    expect(onChanged).toHaveBeenCalledWith('7/70');
    expect(notices.map((n) => n.severity)).toEqual(['info']);
  });

  it('given the requester, when Report a problem is pressed, then the report dialog opens for that item', () => {
    mount(true);
    fireEvent.click(screen.getByTestId('arrival-report-lamp'));
    expect(screen.getByTestId('report-problem-dialog').textContent).toContain('Report a problem with Desk lamp');
    // Kind and message are required before anything is sent.
    expect(screen.getByTestId<HTMLButtonElement>('report-problem-dialog-submit').disabled).toBe(true);
  });

  it('given the buyer, when the order shows, then the arrival is visible but they cannot approve or report', () => {
    mount(false);
    expect(screen.getByTestId('arrival-item-lamp')).toBeTruthy();
    expect(screen.queryByTestId('arrival-approve-lamp')).toBeNull();
    expect(screen.queryByTestId('arrival-report-lamp')).toBeNull();
    expect(screen.queryByTestId('arrival-approve-all')).toBeNull();
  });

  it('given everything reviewed, when the order shows, then there is no countdown and a disputed item offers no report', () => {
    mount(true, {
      ...arrival,
      reviews: [review('lamp', 'disputed'), review('mug', 'approved')],
      next_auto_approval_at: null,
    });
    expect(screen.queryByTestId('arrival-countdown')).toBeNull();
    expect(screen.queryByTestId('arrival-report-lamp')).toBeNull();
    expect(screen.queryByTestId('arrival-approve-mug')).toBeNull();
    expect(screen.getByTestId('arrival-item-lamp-status').textContent).toBe('In dispute');
  });
});
