/**
 * Specs' orders as the server sends them: a state the machine reached by real commands
 * (machines/testing), shaped for one reader by the server's own detailBatch, with `allowed_commands`
 * left empty so anything a screen offers can only come from the machine the app asks. And a mount
 * that gives a screen what the detail page gives it: the services, a session and the order's actor.
 */
import { createElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { AccountType } from '@contracts/accounts';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { BatchState } from '@machines/batch/batch.machine';
import { batchView } from '@machines/batch/batch.view';
import type { Actor } from '@machines/batch/batch.types';
import { detailBatch } from '../../../../src/batch/read/batch-detail/detail-batch';
import { ServicesProvider, type Services } from '../app/services';
import { BatchActorProvider } from './batch-actor';

export type Audience = Parameters<typeof detailBatch>[1];

export const audienceOf = (actor: Actor): Audience =>
  actor.role === 'requester' ? 'requester' : actor.role === 'buyer' ? 'buyer' : 'staff';

/** The order's detail for `audience`: the machine's state as the server shapes it, no server list. */
export function orderDetail(state: BatchState, audience: Audience, more: Partial<BatchDetail> = {}): BatchDetail {
  const view = batchView(state);
  return {
    id: 'batch-1',
    batch_number: 'B-1',
    type: 'orders',
    status: String(state.value),
    status_code: view.statusCode ?? 0,
    step: view.step ?? 0,
    revision: 1,
    requester_id: state.context.requesterId ?? '',
    buyer_id: state.context.buyerId,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    allowed_commands: [],
    ...more,
    batch: detailBatch(view, audience),
  } as unknown as BatchDetail;
}

/** Services with `actor` signed in; `more` adds the APIs a screen calls. */
export function servicesFor(actor: Actor, more: Record<string, unknown> = {}): Services {
  const session = {
    token: 't',
    email: 'a@example.com',
    userId: `user-${actor.id}`,
    userStatus: 0,
    accountId: actor.id,
    accountType: actor.accountType as AccountType,
  };
  const { config, ...rest } = more;
  return {
    sessions: { get: () => session, subscribe: () => () => undefined },
    config: { disableSignup: true, forceHongKongEnglish: true, devSignIn: false, ...(config as object) },
    notices: { push: () => undefined },
    ...rest,
  } as unknown as Services;
}

/**
 * Renders `child` as the detail page would: translated, with the services and the order's actor. The
 * app downloads the order's machine on demand: a spec that looks at the first render loads it first
 * (`beforeAll(loadBatchMachine)`), as the page has it once downloaded.
 */
export const mountOrder = (i18n: I18n, services: Services, detail: BatchDetail, child: ReactNode) =>
  render(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(ServicesProvider, {
        services,
        children: createElement(BatchActorProvider, { detail, children: child }),
      }),
    ),
  );
