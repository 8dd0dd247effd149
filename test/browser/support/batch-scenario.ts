import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ArrivalView } from '@contracts/batch/arrival';
import {
  demo,
  driveTo,
  http,
  signInDemo,
  tokenFor,
  waitForDetail,
  type DetailBody,
  type NewItem,
  type TestApp,
} from '../../support/kit';
import { watchErrors } from './chromium';

/**
 * What the customer-app suites share on top of the test kit (test/support/kit): the demo accounts,
 * batches brought to a point through the real API by the kit's driver (the automatic assignment
 * picks the demo buyer), and development sign-in in a fresh browser context.
 */
export const REQUESTER = demo('requester');
export const BUYER = demo('buyer');
export const STAFF = demo('staff');

export type AccountType = 'r' | 'b' | 's';
export type { DetailBody, NewItem };

export interface Scenario {
  api: <T>(
    method: string,
    path: string,
    accountId: string,
    accountType: AccountType,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: T }>;
  waitForDetail: (
    id: string,
    accountId: string,
    accountType: AccountType,
    ready: (d: DetailBody) => boolean,
  ) => Promise<DetailBody>;
  assignedRequest: (items: string | NewItem[]) => Promise<{ id: string; batchNumber: string; itemIds: string[] }>;
  readyToPay: (items: string | NewItem[]) => Promise<{ id: string; batchNumber: string; itemIds: string[] }>;
  /** Ready to pay, then paid through the API with the simulator's success card; waits for Paid. */
  paidOrder: (items: NewItem[]) => Promise<{ id: string; batchNumber: string; itemIds: string[]; detail: DetailBody }>;
  /**
   * Staff add an oversize surcharge (HK$8.00) to a paid order's quote; waits until the requester's
   * detail shows the revision pending and returns its arrival.
   */
  surchargeRevision: (orderId: string) => Promise<ArrivalView>;
  /** Development sign-in in a new context: desktop by default, or the given viewport and stored language. */
  signIn: (
    email: string,
    o?: { viewport?: { width: number; height: number }; locale?: string },
  ) => Promise<{ page: Page; errors: string[]; context: BrowserContext }>;
  closeContexts: () => Promise<void>;
}

export function createScenario(getApp: () => TestApp, getBrowser: () => Browser): Scenario {
  const contexts: BrowserContext[] = [];
  const token = (accountId: string, accountType: AccountType) => tokenFor(getApp(), { id: accountId, accountType });
  const parties = () => ({ requester: signInDemo(getApp(), 'requester'), buyer: signInDemo(getApp(), 'buyer') });
  const asItems = (items: string | NewItem[]): NewItem[] =>
    typeof items === 'string' ? [{ name: items, price: 1500 }] : items;

  const api = <T>(
    method: string,
    path: string,
    accountId: string,
    accountType: AccountType,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => http<T>(getApp(), method, path, token(accountId, accountType), body, headers);

  const waitFor = (id: string, accountId: string, accountType: AccountType, ready: (d: DetailBody) => boolean) =>
    waitForDetail(getApp(), id, token(accountId, accountType), ready);

  /** Created by the demo requester and assigned to the demo buyer by the automatic assignment. */
  const assignedRequest = (items: string | NewItem[]) =>
    driveTo(getApp(), 'assigned', parties(), { items: asItems(items) });

  /** Assigned, accepted, modified with final figures (first item's price +US$1) and confirmed. */
  const readyToPay = (items: string | NewItem[]) =>
    driveTo(getApp(), 'confirmed', parties(), { items: asItems(items) });

  const paidOrder = (items: NewItem[]) =>
    driveTo(getApp(), 'payment_authorized', parties(), {
      items,
      pay: { holderName: 'Rita Chan', returnUrl: (id) => `${getApp().baseUrl}/dashboard/requests/${id}` },
    });

  async function surchargeRevision(orderId: string): Promise<ArrivalView> {
    const revised = await api('POST', `/api/admin/batches/${orderId}/quote_revisions`, STAFF.accountId, 's', {
      reason: 'surcharge',
      additional_fee: 800,
      remark: 'Oversize handling',
    });
    if (revised.status !== 200) throw new Error(`the surcharge answered ${revised.status}`);
    const arrivalOf = (d: DetailBody) => (d as DetailBody & { arrival?: ArrivalView | null }).arrival;
    const detail = await waitFor(orderId, REQUESTER.accountId, 'r', (d) => !!arrivalOf(d)?.pending_revision_id);
    return arrivalOf(detail)!;
  }

  async function signIn(email: string, o: { viewport?: { width: number; height: number }; locale?: string } = {}) {
    const context = await getBrowser().newContext({ viewport: o.viewport ?? { width: 1360, height: 1000 } });
    contexts.push(context);
    if (o.locale) await context.addInitScript((value) => window.localStorage.setItem('hkc.locale', value), o.locale);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${getApp().baseUrl}/login`);
    await page.getByTestId('dev-email').fill(email);
    await page.getByTestId('dev-email-sign-in').click();
    await page.getByTestId('page-dashboard').waitFor();
    return { page, errors, context };
  }

  async function closeContexts() {
    for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
  }

  return {
    api,
    waitForDetail: waitFor,
    assignedRequest,
    readyToPay,
    paidOrder,
    surchargeRevision,
    signIn,
    closeContexts,
  };
}

/** The demo buyer must be eligible for US items whatever the assignment seed holds (idempotent upsert as staff). */
export async function makeDemoBuyerEligible(scenario: Scenario): Promise<void> {
  const profile = await scenario.api('PUT', `/api/admin/assignment/buyers/${BUYER.accountId}`, STAFF.accountId, 's', {
    origin_countries: ['us'],
    available: true,
    capacity: 50,
    rating: 5,
  });
  if (profile.status !== 200) throw new Error(`buyer profile answered ${profile.status}`);
}
