import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../src/dev/seed/demo-accounts';
import type { TestApp } from '../../support/test-app';
import { watchErrors } from './chromium';

/**
 * The set-up steps the customer-app suites share (request-to-payment, order-to-completion): API
 * calls as a given account, waits on the read model, batches brought to a given point through the
 * real API, and development sign-in in a fresh browser context. Every wait is on a condition.
 */
export const demo = (key: 'requester' | 'buyer' | 'staff') => DEMO_ACCOUNTS.find((a) => a.key === key)!;
export const REQUESTER = demo('requester');
export const BUYER = demo('buyer');
export const STAFF = demo('staff');

export type AccountType = 'r' | 'b' | 's';

export interface CommandBody {
  id: string;
  batch_number?: string;
  status?: string;
  position: string;
}

export interface DetailBody {
  id: string;
  batch_number: string;
  status: string;
  buyer_id: string | null;
  requester_id: string;
  allowed_commands: string[];
  payment?: { authorised: number; captured: number; released?: number; refunded: number } | null;
  refund_requests?: Array<{ eid: string; refund_reason: string; status?: string }>;
  batch: {
    items: Array<{ id: string; name: string; quantity: number; state: string; price: { amount: number; currency: string }; trackingNumber?: string | null; purchaseSiteOrderId?: string | null }>;
    fees: ({ currency: string; total: number } & Record<string, unknown>) | null;
    payments: { authorised: number; captured: number; refunded: number; canceledAuthorisation: number };
    rating?: { stars: number; review: string } | null;
  };
}

export interface NewItem {
  name: string;
  price: number;
  quantity?: number;
}

export const SUCCESS_CARD_NUMBER = '4111111111111111';

export interface Scenario {
  api<T>(method: string, path: string, accountId: string, accountType: AccountType, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: T }>;
  waitForDetail(id: string, accountId: string, accountType: AccountType, ready: (d: DetailBody) => boolean): Promise<DetailBody>;
  assignedRequest(items: string | NewItem[]): Promise<{ id: string; batchNumber: string; itemIds: string[] }>;
  readyToPay(items: string | NewItem[]): Promise<{ id: string; batchNumber: string; itemIds: string[] }>;
  /** Ready to pay, then paid through the API with the simulator's success card; waits for Paid. */
  paidOrder(items: NewItem[]): Promise<{ id: string; batchNumber: string; itemIds: string[]; detail: DetailBody }>;
  signIn(email: string): Promise<{ page: Page; errors: string[]; context: BrowserContext }>;
  closeContexts(): Promise<void>;
}

export function createScenario(getApp: () => TestApp, getBrowser: () => Browser): Scenario {
  const contexts: BrowserContext[] = [];

  async function api<T>(method: string, path: string, accountId: string, accountType: AccountType, body?: unknown, headers: Record<string, string> = {}) {
    const app = getApp();
    const token = app.tokenFor({ id: accountId, accountType });
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed as T };
  }

  /** Polls the detail until `ready` holds: background reactions (assignment, webhooks, capture) are asynchronous. */
  async function waitForDetail(id: string, accountId: string, accountType: AccountType, ready: (d: DetailBody) => boolean): Promise<DetailBody> {
    let last: DetailBody | undefined;
    for (let attempt = 0; attempt < 600; attempt++) {
      const { status, body } = await api<DetailBody>('GET', `/api/batch/requests/${id}`, accountId, accountType);
      if (status === 200) {
        last = body;
        if (ready(body)) return body;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`batch ${id} never reached the expected state; last status ${last?.status}, payments ${JSON.stringify(last?.batch.payments)}`);
  }

  const asItems = (items: string | NewItem[]): NewItem[] => (typeof items === 'string' ? [{ name: items, price: 1500 }] : items);

  async function assignedRequest(items: string | NewItem[]) {
    const created = await api<CommandBody>('POST', '/api/batch/requests/create', REQUESTER.accountId, 'r', {
      items: asItems(items).map((i) => ({
        link: `https://shop.example.com/${encodeURIComponent(i.name.toLowerCase())}`,
        name: i.name,
        category: 'womens_fashion',
        quantity: i.quantity ?? 1,
        price: i.price,
        currency: 'USD',
        from_country: 'us',
        to_country: 'hk',
        contains: ['none'],
      })),
      warehouse: 'us',
      pickup_location_id: 'bns-hq',
      restrictions_confirmed: true,
    });
    if (created.status !== 201) throw new Error(`create answered ${created.status} ${JSON.stringify(created.body)}`);
    const id = created.body.id;
    const assigned = await waitForDetail(id, REQUESTER.accountId, 'r', (d) => d.buyer_id === BUYER.accountId && d.status === 'assigned');
    return { id, batchNumber: created.body.batch_number!, itemIds: assigned.batch.items.map((i) => i.id) };
  }

  async function expectOk(what: string, call: Promise<{ status: number; body: unknown }>) {
    const r = await call;
    if (r.status !== 200) throw new Error(`${what} answered ${r.status} ${JSON.stringify(r.body)}`);
    return r;
  }

  /** Assigned, accepted, modified with final figures (first item's price +US$1) and confirmed. */
  async function readyToPay(items: string | NewItem[]) {
    const request = await assignedRequest(items);
    const { id, itemIds } = request;
    await expectOk('accept', api('PUT', `/api/batch/requests/accept/${id}`, BUYER.accountId, 'b', {}));
    const first = asItems(items)[0];
    await expectOk('modify', api('POST', `/api/batch/requests/modify/${id}/items`, BUYER.accountId, 'b', { items: [{ id: itemIds[0], price: first.price + 100 }], final_fee: true }));
    await expectOk('confirm', api('PUT', `/api/batch/requests/confirm/${id}`, REQUESTER.accountId, 'r', {}));
    return request;
  }

  async function paidOrder(items: NewItem[]) {
    const request = await readyToPay(items);
    const paid = await api<{ code: string }>(
      'POST',
      `/api/batch/checkout/payments/${request.id}`,
      REQUESTER.accountId,
      'r',
      {
        payment_method: {
          type: 'scheme',
          holderName: 'Rita Chan',
          encryptedCardNumber: `test_${SUCCESS_CARD_NUMBER}`,
          encryptedExpiryMonth: 'test_03',
          encryptedExpiryYear: 'test_2030',
          encryptedSecurityCode: 'test_737',
        },
        return_url: `${getApp().baseUrl}/dashboard/requests/${request.id}`,
        browser_info: { userAgent: 'jest', acceptHeader: 'text/html', language: 'en-HK' },
        risk_data: {},
        store_payment_method: false,
        agreed_to_terms: true,
      },
      { 'Idempotency-Key': randomUUID() },
    );
    if (paid.status !== 200 || paid.body.code !== 'PAYMENT_SUCCESSFUL') throw new Error(`payment answered ${paid.status} ${JSON.stringify(paid.body)}`);
    const detail = await waitForDetail(request.id, REQUESTER.accountId, 'r', (d) => d.status === 'payment_authorized' && d.batch.payments.authorised > 0);
    return { ...request, detail };
  }

  async function signIn(email: string) {
    const context = await getBrowser().newContext({ viewport: { width: 1360, height: 1000 } });
    contexts.push(context);
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

  return { api, waitForDetail, assignedRequest, readyToPay, paidOrder, signIn, closeContexts };
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
