import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Route } from 'playwright-core';
import type { CardProviderSimulator } from '../../src/dev/card-provider-simulator/card-provider-simulator';
import type { Page } from 'playwright-core';
import { API_KEY, driveTo, eventually, HMAC_KEY, MERCHANT, signInDemo, startSimulator } from '../support/kit';
import { REQUESTER } from './support/batch-scenario';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { screenshotPath } from './support/web-build';
import { SECURED_FIELD_PAGE, typeCardInSecuredFields } from './support/secured-field-stand-in';

jest.setTimeout(180_000);
const chromiumSetup = chromiumOrSkip();

const CLIENT_KEY = 'test_BROWSERSUITECLIENTKEY';
/** The provider's hosts for `environment: 'test'`: nothing leaves this machine, the page's routes answer them. */
const PROVIDER_HOSTS = /^https:\/\/checkout(shopper|analytics)-test(\.cdn)?\.adyen\.com\//;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The customer build's manifest: the provider component's chunk, and every file the entry loads statically. */
function customerBuild(): { componentChunk: string; firstLoad: Set<string> } {
  const manifest = JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'dist', 'web', 'customer', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const firstLoad = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || firstLoad.has(chunk.file)) return;
    firstLoad.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  Object.keys(manifest)
    .filter((k) => manifest[k].isEntry)
    .forEach(visit);
  return { componentChunk: manifest['src/pages/batch-detail/card-component/adyen-card.ts'].file, firstLoad };
}

/** Answers the provider's hosts on this page (nothing leaves the machine); each call's address is kept. */
async function routeProvider(page: Page): Promise<string[]> {
  const providerCalls: string[] = [];
  await page.route(PROVIDER_HOSTS, (route: Route) => {
    const url = route.request().url();
    providerCalls.push(url);
    // The secured fields frame gets a stand-in page (support/secured-field-stand-in.ts); analytics an
    // attempt id; anything else an empty answer.
    if (url.includes('/securedfields/')) return route.fulfill({ contentType: 'text/html', body: SECURED_FIELD_PAGE });
    return route.fulfill({ contentType: 'application/json', body: '{"checkoutAttemptId":"attempt-browser-suite"}' });
  });
  return providerCalls;
}

chromiumSetup.describe("pay dialog with a real card provider configured: the provider's own web component", () => {
  // A real provider's configuration, its API being the local simulator (as checkout-test.adyen.com would be).
  const env: Record<string, string> = {
    DEV_SIGN_IN: 'true',
    PAYMENT_CLIENT_KEY: CLIENT_KEY,
    PAYMENT_ENVIRONMENT: 'test',
  };
  let simulator: CardProviderSimulator;
  beforeAll(async () => {
    ({ simulator } = await startSimulator());
    Object.assign(env, {
      PAYMENT_PROVIDER_URL: simulator.url,
      PAYMENT_API_KEY: API_KEY,
      PAYMENT_MERCHANT_ACCOUNT: MERCHANT,
      PAYMENT_HMAC_KEY: HMAC_KEY,
    });
  });
  const suite = useBrowserSuite({ env, demoBuyerEligible: true });
  afterAll(() => simulator.stop());
  /** The requester's payment methods answer for `idAndQuery` (a batch id, with `?revision_id=` for a top-up). */
  const paymentMethodsOf = (idAndQuery: string) =>
    suite.scenario.api<Record<string, unknown>>(
      'GET',
      `/api/batch/checkout/payment_methods/${idAndQuery}`,
      REQUESTER.accountId,
      'r',
    );

  it('lazy-loads the component chunk and mounts the card input with the configured client key and environment', async () => {
    const { componentChunk, firstLoad } = customerBuild();
    // The bundle: the component is its own chunk, outside everything the first visit loads.
    expect(firstLoad.has(componentChunk)).toBe(false);

    const { id } = await suite.scenario.readyToPay('Silk scarf');
    const requester = await suite.scenario.signIn(REQUESTER.email);
    const { page } = requester;
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    const providerCalls = await routeProvider(page);

    await page.goto(`${suite.app.baseUrl}/dashboard`);
    await page.getByTestId('page-dashboard').waitFor();
    // Signed in and on the dashboard: the component's code has not been fetched.
    expect(loaded.some((p) => p.endsWith(componentChunk))).toBe(false);

    await page.goto(`${suite.app.baseUrl}/dashboard/requests/${id}`);
    await page.getByTestId('pay-panel').waitFor();
    await page.locator('[data-testid="card-component"] .adyen-checkout__card-input').waitFor({ timeout: 60_000 });
    expect(loaded.some((p) => p.endsWith(componentChunk))).toBe(true);
    // The simulator's card fields page is not framed: the provider's component replaces it.
    expect(await page.getByTestId('card-fields').count()).toBe(0);

    // Its secured card fields are framed from the configured environment's host, under the configured client key.
    await page.waitForFunction(() => document.querySelectorAll('iframe[src*="/securedfields/"]').length > 0);
    const frames = providerCalls.filter((u) => u.includes('/securedfields/'));
    expect(frames.length).toBeGreaterThan(0);
    for (const url of frames)
      expect(url).toMatch(
        new RegExp(`^https://checkoutshopper-test\\.adyen\\.com/checkoutshopper/securedfields/${CLIENT_KEY}/`),
      );
    // The server named the component and its configuration; the pay button waits for a valid card.
    const methods = await paymentMethodsOf(id);
    expect(methods.body).toMatchObject({
      card_entry: 'provider_component',
      client_key: CLIENT_KEY,
      environment: 'test',
    });
    await page.getByTestId('pay-terms').check();
    expect(await page.getByTestId('pay-button').isDisabled()).toBe(true);
    await page.screenshot({ path: screenshotPath('pay-provider-component'), fullPage: true });
    expect(requester.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it("pays a higher revision's increase with the same component: the top-up dialog mounts it, not the card fields page", async () => {
    const app = suite.app;
    const parties = { requester: signInDemo(app, 'requester'), buyer: signInDemo(app, 'buyer') };
    const order = await driveTo(app, 'payment_captured', parties, { items: [{ name: 'Desk lamp', price: 6000 }] });
    const revisionId = (await suite.scenario.surchargeRevision(order.id)).pending_revision_id ?? '';

    // The top-up's payment methods name the same card entry as the checkout's: the component and its configuration.
    const methods = await paymentMethodsOf(`${order.id}?revision_id=${revisionId}`);
    expect(methods.body).toMatchObject({
      card_entry: 'provider_component',
      client_key: CLIENT_KEY,
      environment: 'test',
      card_fields_url: `${simulator.url.replace(/\/+$/, '')}/hpp/card-fields`,
    });

    const requester = await suite.scenario.signIn(REQUESTER.email);
    const { page } = requester;
    const providerCalls = await routeProvider(page);
    await page.goto(`${suite.app.baseUrl}/dashboard/orders/${order.id}`);
    await page.getByTestId('revision-pay').click();
    const dialog = page.getByTestId('top-up-dialog');
    await dialog.locator('[data-testid="card-component"] .adyen-checkout__card-input').waitFor({ timeout: 60_000 });
    expect(await dialog.getByTestId('card-fields').count()).toBe(0);
    await page.waitForFunction(() => document.querySelectorAll('iframe[src*="/securedfields/"]').length > 0);
    expect(providerCalls.some((u) => u.includes(`/securedfields/${CLIENT_KEY}/`))).toBe(true);
    // The component's own card is not valid yet: paying waits for it even with the terms agreed.
    await page.getByTestId('top-up-terms').check();
    expect(await page.getByTestId('top-up-pay').isDisabled()).toBe(true);
    await page.screenshot({ path: screenshotPath('top-up-provider-component'), fullPage: true });
    expect(requester.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it("pays with the component: its card reaches our server unchanged and the provider's authorisation shows", async () => {
    const { id } = await suite.scenario.readyToPay('Wool gloves');
    const requester = await suite.scenario.signIn(REQUESTER.email);
    const { page } = requester;
    await routeProvider(page);
    const payBodies: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/batch/checkout/payments/${id}`)
        payBodies.push(request.postDataJSON() as Record<string, unknown>);
    });
    await page.goto(`${suite.app.baseUrl}/dashboard/requests/${id}`);
    await page.locator('[data-testid="card-component"] .adyen-checkout__card-input').waitFor({ timeout: 60_000 });

    // The shopper fills the card: the provider's fields (stand-ins here) and the component's own name field.
    const fields = await typeCardInSecuredFields(page, {
      number: '4111111111111111',
      month: '03',
      year: '2030',
      cvc: '737',
    });
    expect(fields.sort()).toEqual(['encryptedCardNumber', 'encryptedExpiryDate', 'encryptedSecurityCode']);
    await page.locator('[data-testid="card-component"] input[name="holderName"]').fill('Rita Requester');
    await page.getByTestId('pay-terms').check();
    // The component reports the card valid: the pay button, disabled so far, can be pressed.
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="pay-button"]')?.disabled,
    );
    await page.getByTestId('pay-button').click();

    // Paid: the pay panel gives way to the paid order, and the server has the authorisation.
    const paid = await eventually(
      async () => {
        const answer = await suite.scenario.api<{ status: string }>(
          'GET',
          `/api/batch/requests/${id}`,
          REQUESTER.accountId,
          'r',
        );
        return answer.body.status === 'payment_authorized' || undefined;
      },
      { timeoutMs: 30_000, what: 'the request to be paid' },
    );
    expect(paid).toBe(true);
    await page.getByTestId('payment-summary').waitFor({ timeout: 30_000 });
    expect(payBodies).toHaveLength(1);
    // What the component produced went to our server as it was (the provider's encrypted fields, the holder).
    expect(payBodies[0].payment_method).toMatchObject({
      type: 'scheme',
      encryptedCardNumber: 'test_4111111111111111',
      encryptedExpiryMonth: 'test_03',
      encryptedExpiryYear: 'test_2030',
      encryptedSecurityCode: 'test_737',
      holderName: 'Rita Requester',
    });
    // The simulator (the provider's API) authorised the card the component carried.
    expect(simulator.ledger.snapshot()).toContainEqual(
      expect.objectContaining({ state: 'authorised', cardSummary: '1111', requested: expect.any(Number) as number }),
    );
    expect(requester.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
