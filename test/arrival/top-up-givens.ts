/**
 * The givens of the top-up tests (arrival-top-up*.e2e.ts): an order paid for real, bought and captured,
 * then a surcharge from staff (a higher revision); paying its increase through the checkout's endpoint;
 * the simulator's payments of one order.
 */
import { randomUUID } from 'node:crypto';
import { SimulatorHost } from '../../src/dev/card-provider-simulator/simulator-host';
import type { CardProviderSimulator } from '../../src/dev/card-provider-simulator/card-provider-simulator';
import {
  batchActions,
  card,
  cardProviderOverride,
  FlakyCardProvider,
  givenPaidBatch,
  type GivenParties,
  http,
  startTestApp,
  storedState,
  SUCCESS_CARD,
  type TestApp,
  tokenFor,
} from '../support/kit';
import { pendingRevision, topUpDueHkd } from '@machines/batch';

/** Paid for real (the card-provider simulator), both items bought, captured in full by `staff`. */
export async function givenCapturedOrder(t: TestApp, staff: string): Promise<GivenParties> {
  const o = await givenPaidBatch(t);
  const buyer = tokenFor(t, o.buyer);
  await batchActions.purchase(t, o.batchId, buyer, [
    { id: 'item-a', purchaseSiteOrderId: 'PO-A' },
    { id: 'item-b', purchaseSiteOrderId: 'PO-B' },
  ]);
  await batchActions.completePurchase(t, o.batchId, buyer);
  expect((await http(t, 'PUT', `/api/batch/orders/capture_payment/${o.batchId}`, staff)).status).toBe(200);
  return o;
}

/** A captured order (givenCapturedOrder), then staff add a surcharge (a higher revision). */
export async function higherRevision(
  t: TestApp,
  staff: string,
): Promise<{ o: GivenParties; revisionId: string; due: number; position: string }> {
  const o = await givenCapturedOrder(t, staff);
  const before = await storedState(t, o.batchId);
  const revised = await http<{ position?: number }>(
    t,
    'POST',
    `/api/admin/batches/${o.batchId}/quote_revisions`,
    staff,
    {
      reason: 'surcharge',
      additional_fee: (before.context.fees?.additionalFee ?? 0) + 500,
      remark: 'Oversize handling',
    },
  );
  expect(revised.status).toBe(200);
  const ctx = (await storedState(t, o.batchId)).context;
  const revision = pendingRevision(ctx);
  if (!revision) throw new Error('no revision waits');
  // The revision's position lets a test read the order page once the revision is on it.
  return { o, revisionId: revision.id, due: topUpDueHkd(ctx, revision), position: String(revised.body.position) };
}

/** The requester pays the waiting revision's increase with `cardNumber` (the checkout's pay endpoint with `revision_id`). */
export const payTopUp = <B>(
  t: TestApp,
  o: GivenParties,
  token: string,
  revisionId: unknown,
  cardNumber = SUCCESS_CARD,
) =>
  http<B>(
    t,
    'POST',
    `/api/batch/checkout/payments/${o.batchId}`,
    token,
    {
      payment_method: card(cardNumber),
      return_url: 'http://127.0.0.1:9/return',
      browser_info: { userAgent: 'jest', acceptHeader: 'text/html', language: 'en-HK' },
      risk_data: {},
      store_payment_method: false,
      agreed_to_terms: true,
      revision_id: revisionId,
    },
    { 'idempotency-key': randomUUID() },
  );

/** The simulator's payments of this order (its merchant references start with the batch number). */
export function ledgerOf(t: TestApp, o: GivenParties) {
  const simulator = t.app.get(SimulatorHost).simulator as CardProviderSimulator;
  return [...simulator.ledger.payments.values()].filter((p) => p.merchantReference.startsWith(`${o.batchNumber}:`));
}

/**
 * One test app for a top-up file (jobs run only when a test runs them) and the givens on it; `t` and
 * `staff` are read inside tests and hooks. `provider` is the app's card provider: the real client to
 * the simulator, which a test can make unreachable for one capture or refund.
 */
export function useTopUpApp() {
  const suite = {
    t: undefined as unknown as TestApp,
    staff: '',
    provider: new FlakyCardProvider(),
    higherRevision: () => higherRevision(suite.t, suite.staff),
    payTopUp: <B>(o: GivenParties, token: string, revisionId: unknown, cardNumber?: string) =>
      payTopUp<B>(suite.t, o, token, revisionId, cardNumber),
    ledgerOf: (o: GivenParties) => ledgerOf(suite.t, o),
  };
  beforeAll(async () => {
    suite.t = await startTestApp({ JOBS_WORKER_ENABLED: 'false' }, { overrides: cardProviderOverride(suite.provider) });
    suite.provider.reaching(suite.t.app);
    suite.staff = suite.t.tokenFor({ id: 'staff-top-up', accountType: 's' });
  });
  afterAll(async () => {
    await suite.t.close();
  });
  afterEach(() => suite.provider.heal());
  return suite;
}
