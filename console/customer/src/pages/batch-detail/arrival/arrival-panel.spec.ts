/**
 * @jest-environment jsdom
 */
import { createElement } from 'react';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createI18nWithResources } from '@shared/i18n/i18next-setup';
import type { ArrivalView } from '@contracts/batch/arrival';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { BatchState } from '@machines/batch/batch.machine';
import type { Actor } from '@machines/batch/batch.types';
import { BUYER, REQUESTER } from '../../../../../../machines/testing/batch-fixtures';
import { scenarioAt } from '../../../../../../machines/testing/batch-scenario';
import { ARRIVAL_MOMENTS } from '../../../../../../machines/testing/arrival-scenario';
import enHkOrder from '../../../../../shared/locales/en-hk/order.json';
import enHkOrderArrival from '../../../../../shared/locales/en-hk/order.arrival.json';
import enHkCommon from '../../../../../shared/locales/en-hk/common.json';
import enHkBatch from '../../../../../shared/locales/en-hk/batch.json';
import enHkErrors from '../../../../../shared/locales/en-hk/errors.json';
import type { Notice } from '../../../notify/notice-queue';
import { audienceOf, mountOrder, orderDetail, servicesFor } from '../../../batch-machine/order-fixture';
import { loadBatchMachine } from '../../../batch-machine/batch-actor';
import { ArrivalPanel } from './arrival-panel';

// The app downloads the order's machine on demand; these specs look at renders made with it there.
beforeAll(() => loadBatchMachine());

// The machine's fixture items (machines/testing): a desk lamp and a mug on this page.
const LAMP = 'item-1';
const MUG = 'item-2';
const NAMES: Record<string, string> = { [LAMP]: 'Desk lamp', [MUG]: 'Mug' };
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
  check_in_id: itemId === LAMP ? 'c1' : 'c2',
  requested_weight: 300,
  arrived_weight: 325,
  review_due_at: inDays(2.5),
  dispute_until: inDays(14),
  approved_by: status === 'approved' ? ('requester' as const) : null,
});
const arrival: ArrivalView = {
  check_ins: [checkIn('c1', [LAMP], 325, [photo(1), photo(2)]), checkIn('c2', [MUG], 300, [photo(3)])],
  reviews: [review(LAMP, 'awaiting_review'), review(MUG, 'awaiting_review')],
  disputes: [],
  revisions: [],
  pending_revision_id: null,
  next_auto_approval_at: inDays(2.5),
  accepted_charge_hkd: 50000,
  charge_basis: 'actual',
  settled: false,
};
/**
 * The order as the server sends it to `actor`: the machine's state (which the page's actor is restored
 * from), the arrival's view beside it, and a server list `allowed` that the panel must not read.
 */
function detail(actor: Actor, state: BatchState, a: ArrivalView = arrival, allowed: string[] = []): BatchDetail {
  const d = orderDetail(state, audienceOf(actor), { arrival: a, allowed_commands: allowed });
  const items = d.batch.items.map((i) => ({ ...i, name: NAMES[i.id] ?? i.name }));
  return { ...d, batch: { ...d.batch, items } };
}
const awaitingReview = () => ARRIVAL_MOMENTS['checked in, awaiting review']().state;

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

  function mount(actor: Actor, d: BatchDetail = detail(actor, awaitingReview())) {
    const notices: Notice[] = [];
    const approve = jest.fn(() => Promise.resolve({ position: '7/70' }));
    const services = servicesFor(actor, { notices: { push: (n: Notice) => notices.push(n) }, arrival: { approve } });
    const onChanged = jest.fn();
    const requester = actor.role === 'requester';
    mountOrder(i18n, services, d, createElement(ArrivalPanel, { detail: d, requester, onChanged }));
    return { approve, onChanged, notices };
  }

  it('given two checked-in items, when the requester opens the order, then each shows its photos, weights, condition and countdown', () => {
    mount(REQUESTER);
    const lamp = screen.getByTestId(`arrival-item-${LAMP}`);
    expect(lamp.getAttribute('data-status')).toBe('awaiting_review');
    expect(within(lamp).getAllByTestId(`arrival-item-${LAMP}-evidence-photos-photo`)).toHaveLength(2);
    expect(screen.getByTestId(`arrival-item-${LAMP}-evidence-requested`).textContent).toBe('3.00 lb');
    expect(screen.getByTestId(`arrival-item-${LAMP}-evidence-arrived`).textContent).toBe('3.25 lb (+0.25 lb)');
    expect(screen.getByTestId(`arrival-item-${LAMP}-evidence-condition`).textContent).toBe('Damaged · Corner crushed');
    expect(screen.getByTestId('arrival-countdown').textContent).toMatch(/approved automatically in 2 d 1[12] h/);
    expect(screen.getByTestId('arrival-charge-basis').textContent).toContain('actual weight');
  });

  it('given one parcel holding both items, when shown, then its weight reads as the whole parcel, not set against an item', () => {
    const both = checkIn('c1', [LAMP, MUG], 650, [photo(1)]);
    mount(
      REQUESTER,
      detail(REQUESTER, awaitingReview(), {
        ...arrival,
        check_ins: [both],
        reviews: arrival.reviews.map((r) => ({ ...r, check_in_id: 'c1' })),
      }),
    );
    expect(screen.getByTestId(`arrival-item-${MUG}-evidence-arrived`).textContent).toBe('6.50 lb (2 items)');
    expect(screen.getAllByTestId(`arrival-item-${MUG}-evidence-photos-photo`)).toHaveLength(1);
  });

  it('given the requester, when they approve one item, then only that item is sent and the page refetches at its position', async () => {
    const { approve, onChanged, notices } = mount(REQUESTER);
    await act(() => Promise.resolve(fireEvent.click(screen.getByTestId(`arrival-approve-${MUG}`))));
    expect(approve).toHaveBeenCalledWith('batch-1', [MUG]);
    expect(onChanged).toHaveBeenCalledWith('7/70');
    expect(notices.map((n) => n.severity)).toEqual(['info']);
  });

  it('given the requester, when Report a problem is pressed, then the report dialog opens for that item', () => {
    mount(REQUESTER);
    fireEvent.click(screen.getByTestId(`arrival-report-${LAMP}`));
    expect(screen.getByTestId('report-problem-dialog').textContent).toContain('Report a problem with Desk lamp');
    // Kind and message are required before anything is sent.
    expect(screen.getByTestId<HTMLButtonElement>('report-problem-dialog-submit').disabled).toBe(true);
  });

  it('given the buyer, when the order shows, then the arrival is visible but they cannot approve or report', () => {
    mount(BUYER);
    expect(screen.getByTestId(`arrival-item-${LAMP}`)).toBeTruthy();
    expect(screen.queryByTestId(`arrival-approve-${LAMP}`)).toBeNull();
    expect(screen.queryByTestId(`arrival-report-${LAMP}`)).toBeNull();
    expect(screen.queryByTestId('arrival-approve-all')).toBeNull();
  });

  it('given everything reviewed, when the order shows, then there is no countdown and a disputed item offers no report', () => {
    const reviewed = ARRIVAL_MOMENTS['one approved, one disputed with an internal note']().state;
    mount(
      REQUESTER,
      detail(REQUESTER, reviewed, {
        ...arrival,
        reviews: [review(LAMP, 'disputed'), review(MUG, 'approved')],
        next_auto_approval_at: null,
      }),
    );
    expect(screen.queryByTestId('arrival-countdown')).toBeNull();
    expect(screen.queryByTestId(`arrival-report-${LAMP}`)).toBeNull();
    expect(screen.queryByTestId(`arrival-approve-${MUG}`)).toBeNull();
    expect(screen.getByTestId(`arrival-item-${LAMP}-status`).textContent).toBe('In dispute');
  });

  // The buttons ask the order's machine, never the server's list: they agree, and the panel must
  // follow the machine even where a list would say otherwise.
  it('given the server list names Approve but the machine does not (a completed order), then nothing is offered', () => {
    mount(REQUESTER, detail(REQUESTER, scenarioAt('completed').state, arrival, ['ApproveItems', 'ReportProblem']));
    expect(screen.getByTestId(`arrival-item-${LAMP}`)).toBeTruthy();
    expect(screen.queryByTestId(`arrival-approve-${LAMP}`)).toBeNull();
    expect(screen.queryByTestId(`arrival-report-${LAMP}`)).toBeNull();
    expect(screen.queryByTestId('arrival-approve-all')).toBeNull();
  });

  it('given an empty server list, when the machine allows the review, then Approve all, Approve and Report are offered', () => {
    mount(REQUESTER, detail(REQUESTER, awaitingReview(), arrival, []));
    expect(screen.getByTestId('arrival-approve-all').textContent).toContain('2');
    expect(screen.getByTestId(`arrival-approve-${LAMP}`)).toBeTruthy();
    expect(screen.getByTestId(`arrival-report-${MUG}`)).toBeTruthy();
  });
});
