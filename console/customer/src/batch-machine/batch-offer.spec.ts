/**
 * @jest-environment jsdom
 */
import '@shared/testing/text-encoding.polyfill';
import { createElement, type ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { AccountType } from '@contracts/accounts';
import { createI18nWithResources } from '@shared/i18n/i18next-setup';
import { allowedCommands } from '@machines/batch/batch.permissions';
import { batchView } from '@machines/batch/batch.view';
import { batchOptions } from '@machines/batch/batch.options';
import type { Actor } from '@machines/batch/batch.types';
import type { StatusName } from '@machines/batch/statuses';
import type { CommandType } from '@machines/batch/commands';
import { BUYER, OTHER_REQUESTER, REQUESTER } from '../../../../machines/testing/batch-fixtures';
import { scenarioAt } from '../../../../machines/testing/batch-scenario';
import { ServicesProvider, type Services } from '../app/services';
import { BatchActions } from '../pages/batch-detail/batch-actions';
import { BatchActorProvider, useAllowedCommands } from './batch-actor';

// The order's detail as the server sends it (src/batch/read/batch-detail), except `allowed_commands`:
// it is left empty, so every button shown below can only come from the machine the app asks.
function detailAt(status: StatusName): BatchDetail {
  const state = scenarioAt(status).state;
  const view = batchView(state);
  return {
    id: 'batch-1',
    batch_number: 'B-1',
    type: 'requests',
    status,
    status_code: view.statusCode ?? 0,
    step: view.step ?? 0,
    revision: 1,
    requester_id: state.context.requesterId ?? '',
    buyer_id: state.context.buyerId,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    allowed_commands: [],
    batch: view,
  } as unknown as BatchDetail;
}

function services(actor: Actor, config: Partial<Services['config']> = {}): Services {
  const session = {
    token: 't',
    email: 'a@example.com',
    userId: `user-${actor.id}`,
    userStatus: 0,
    accountId: actor.id,
    accountType: actor.accountType as AccountType,
  };
  return {
    sessions: { get: () => session, subscribe: () => () => undefined },
    config: { disableSignup: true, forceHongKongEnglish: true, devSignIn: false, ...config },
    notices: { push: () => undefined },
  } as unknown as Services;
}

const i18n = createI18nWithResources('en-hk', {});
const mount = (actor: Actor, detail: BatchDetail, child: ReactNode, config?: Partial<Services['config']>) =>
  render(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(ServicesProvider, {
        services: services(actor, config),
        children: createElement(BatchActorProvider, { detail, children: child }),
      }),
    ),
  );

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
    const detail = detailAt(status);
    const state = scenarioAt(status).state;

    it.each(VIEWERS)("%s is offered exactly the machine's allowed commands", (_who, actor) => {
      mount(actor, detail, createElement(OfferProbe));
      const expected = allowedCommands({ value: state.value, context: state.context }, actor);
      expect(screen.getByTestId('offered').textContent).toBe(expected.join(','));
    });

    it.each(VIEWERS)('%s sees one button per allowed command of their side, and no other', (_who, actor) => {
      const requester = actor.role === 'requester';
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
    const detail = detailAt('assigned');
    mount(BUYER, detail, createElement(BatchActions, { detail, requester: false, onChanged: () => undefined }));
    expect(shownButtons()).toEqual(expect.arrayContaining(['action-accept', 'action-decline']));
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
});
