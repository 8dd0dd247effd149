/**
 * @jest-environment jsdom
 */
import '@shared/testing/text-encoding.polyfill';
import { createElement, type ReactNode } from 'react';
import { cleanup, screen } from '@testing-library/react';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import { createI18nWithResources } from '@shared/i18n/i18next-setup';
import { allowedCommands } from '@machines/batch/batch.permissions';
import { batchOptions } from '@machines/batch/batch.options';
import type { Actor } from '@machines/batch/batch.types';
import type { StatusName } from '@machines/batch/statuses';
import type { CommandType } from '@machines/batch/commands';
import { BUYER, OTHER_REQUESTER, REQUESTER } from '../../../../machines/testing/batch-fixtures';
import { scenarioAt } from '../../../../machines/testing/batch-scenario';
import type { Services } from '../app/services';
import { BatchActions } from '../pages/batch-detail/batch-actions';
import { loadBatchMachine, useAllowedCommands } from './batch-actor';
import { audienceOf, mountOrder, orderDetail, servicesFor } from './order-fixture';

const detailAt = (status: StatusName, actor: Actor = REQUESTER): BatchDetail =>
  orderDetail(scenarioAt(status).state, audienceOf(actor));

const i18n = createI18nWithResources('en-hk', {});
// The app downloads the order's machine on demand; these specs look at renders made with it there.
beforeAll(() => loadBatchMachine());
const mount = (actor: Actor, detail: BatchDetail, child: ReactNode, config?: Partial<Services['config']>) =>
  mountOrder(i18n, servicesFor(actor, { config }), detail, child);

function OfferProbe() {
  return createElement('output', { 'data-testid': 'offered' }, useAllowedCommands().join(','));
}

/** The detail page's buttons and the command each stands for (clone, chat and refund details are not commands). */
const BUTTONS: Record<string, readonly CommandType[]> = {
  'action-accept': ['AcceptRequest'],
  'action-decline': ['DeclineRequest'],
  'action-modify': ['ModifyItems'],
  'action-decline-items': ['DeclineItems'],
  'action-remark': ['AddBuyerRemark'],
  'action-warehouse': ['UpdateWarehouse'],
  'action-confirm': ['ConfirmRequest'],
  'action-coupon': ['ApplyCoupon', 'RemoveCoupon'],
  'action-combine': ['CombineRequests'],
  'action-cancel': ['CancelRequest'],
  'action-purchase': ['PurchaseItems'],
  'action-cancel-purchase': ['CancelPurchase'],
  'action-complete-purchase': ['CompletePurchase'],
  'action-tracking': ['SendTracking'],
  'action-order-status': ['UpdateOrderStatus'],
  'action-cancel-payment': ['CancelPayment'],
  'action-receive': ['ConfirmReceipt'],
};

const STATUSES: StatusName[] = [
  'requested',
  'assigned',
  'accepted',
  'modified',
  'confirmed',
  'declined',
  'canceled',
  'overdue',
  'payment_authorized',
  'partially_purchased',
  'purchase_completed',
  'payment_captured',
  'arrived_local_warehouse',
  'item_received',
  'completed',
];
const VIEWERS = [
  ['the requester', REQUESTER],
  ['the buyer', BUYER],
  ['another requester', OTHER_REQUESTER],
] as const;

const shownButtons = () =>
  screen
    .queryAllByTestId(/^action-/)
    .map((el) => el.getAttribute('data-testid') ?? '')
    .filter((id) => id in BUTTONS)
    .sort();

// The customer app asks the shared machine what this user may do (an actor restored from the order's
// state, selectors through @xstate/react): it offers exactly what the server's decider would accept.
describe("the order's actions come from the batch machine", () => {
  afterEach(cleanup);

  describe.each(STATUSES)('in %s', (status) => {
    const state = scenarioAt(status).state;

    it.each(VIEWERS)("%s is offered exactly the machine's allowed commands", (_who, actor) => {
      const detail = detailAt(status, actor);
      mount(actor, detail, createElement(OfferProbe));
      const expected = allowedCommands({ value: state.value, context: state.context }, actor);
      expect(screen.getByTestId('offered').textContent).toBe(expected.join(','));
    });

    it.each(VIEWERS)('%s sees one button per allowed command of their side, and no other', (_who, actor) => {
      const requester = actor.role === 'requester';
      const detail = detailAt(status, actor);
      mount(actor, detail, createElement(BatchActions, { detail, requester, onChanged: () => undefined }));
      const allowed = allowedCommands({ value: state.value, context: state.context }, actor);
      const expected = Object.entries(BUTTONS)
        .filter(([, commands]) => commands.some((c) => allowed.includes(c)))
        .map(([testId]) => testId)
        .sort();
      expect(shownButtons()).toEqual(expected);
    });
  });

  it('the assigned buyer is offered accept and decline by the machine alone (the server list is empty)', () => {
    const detail = detailAt('assigned', BUYER);
    mount(BUYER, detail, createElement(BatchActions, { detail, requester: false, onChanged: () => undefined }));
    expect(shownButtons()).toEqual(expect.arrayContaining(['action-accept', 'action-decline']));
  });

  it('offers the buyer a refund only while the machine allows a refund step: not once the order is completed', () => {
    const actions = (detail: BatchDetail) =>
      createElement(BatchActions, { detail, requester: false, onChanged: () => undefined });
    const captured = detailAt('payment_captured', BUYER);
    mount(BUYER, captured, actions(captured));
    expect(screen.queryByTestId('action-refund')).not.toBeNull();
    cleanup();
    const completed = detailAt('completed', BUYER);
    mount(BUYER, completed, actions(completed));
    expect(screen.queryByTestId('action-refund')).toBeNull();
  });

  it('offers no "Cancel request" on a declined request, and offers it while the request is open', () => {
    mount(REQUESTER, detailAt('declined'), createElement(OfferProbe));
    expect(screen.getByTestId('offered').textContent).not.toContain('CancelRequest');
    cleanup();
    mount(REQUESTER, detailAt('requested'), createElement(OfferProbe));
    expect(screen.getByTestId('offered').textContent).toContain('CancelRequest');
  });

  it("asks with the server's options: no cancel after payment when the server turns it off", () => {
    const paid = detailAt('payment_authorized');
    mount(REQUESTER, paid, createElement(OfferProbe));
    expect(screen.getByTestId('offered').textContent).toContain('CancelPayment');
    cleanup();
    mount(REQUESTER, paid, createElement(OfferProbe), { allowCancelPaymentBeforePurchase: false });
    const off = allowedCommands(
      { value: 'payment_authorized', context: scenarioAt('payment_authorized').state.context },
      REQUESTER,
      batchOptions({ allowCancelPaymentBeforePurchase: false }),
    );
    expect(off).not.toContain('CancelPayment');
    expect(screen.getByTestId('offered').textContent).toBe(off.join(','));
  });

  it('tells the requester, instead of a receipt button, that receipt waits for the pickup; not once it can be confirmed', () => {
    const note = (status: StatusName, actor: Actor = REQUESTER) => {
      const detail = detailAt(status, actor);
      const requester = actor.role === 'requester';
      mount(actor, detail, createElement(BatchActions, { detail, requester, onChanged: () => undefined }));
      const shown = [
        screen.queryByTestId('receipt-wait')?.textContent ?? null,
        shownButtons().includes('action-receive'),
      ];
      cleanup();
      return shown;
    };
    // The fixture's order is collected at a pickup point (no texts loaded here: the key is what shows).
    for (const status of ['item_sent', 'arrived_local_warehouse', 'courier_delivery', 'bns_in'] as const)
      expect([status, ...note(status)]).toEqual([status, 'order.receipt.waitForPickup', false]);
    expect(note('bns_complete')).toEqual([null, true]);
    expect(note('payment_captured')).toEqual([null, false]);
    expect(note('arrived_local_warehouse', BUYER)).toEqual([null, false]);
  });
});
