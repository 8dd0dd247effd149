import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { CardProviderSimulator } from '../../src/dev/card-provider-simulator/card-provider-simulator';
import { chromiumOrSkip, launchChromium, watchErrors } from '../browser/support/chromium';
import { API_KEY, HMAC_KEY, MERCHANT } from '../support/kit';

const chromiumSetup = chromiumOrSkip();

/**
 * The simulator's secure card fields in real Chromium, framed by a merchant page on another
 * origin: what the shopper types reaches the merchant only as the postMessage of the contract.
 */
chromiumSetup.describe('simulator secure card fields in Chromium', () => {
  let simulator: CardProviderSimulator;
  let merchant: Server;
  let merchantOrigin: string;
  let browser: Browser;

  beforeAll(async () => {
    simulator = new CardProviderSimulator({ apiKey: API_KEY, merchantAccount: MERCHANT, hmacKeyHex: HMAC_KEY });
    const simulatorUrl = await simulator.start();
    merchant = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html><body>
<script>window.received = []; window.addEventListener('message', (e) => window.received.push({ origin: e.origin, data: e.data }));</script>
<iframe id="card" title="Card details" style="width:400px;height:300px" src="${simulatorUrl}/hpp/card-fields?origin=${encodeURIComponent(merchantOrigin)}"></iframe>
</body></html>`);
    });
    await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', () => resolve()));
    merchantOrigin = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
    browser = await launchChromium(chromiumSetup.path as string);
  });

  afterAll(async () => {
    await browser?.close();
    await simulator?.stop();
    await new Promise<void>((resolve) => merchant.close(() => resolve()));
  });

  it('posts valid: false while incomplete, then the test_ payment method to the merchant origin only', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${merchantOrigin}/checkout`);
    const frame = page.frameLocator('#card');
    await frame.getByLabel('Name on card').fill('Chan Tai Man');
    await frame.getByLabel('Card number').fill('4111 1111 1111 1111');
    await frame.getByLabel('Expiry date (MM/YY)').fill('03/30');
    type Message = {
      origin: string;
      data: { source: string; valid: boolean; brand: string | null; paymentMethod: Record<string, string> | null };
    };
    const last = () =>
      page.evaluate(() => (window as unknown as { received: unknown[] }).received.at(-1)) as Promise<
        Message | undefined
      >;
    await page.waitForFunction(() =>
      (window as unknown as { received: { data: { brand: string | null } }[] }).received.some(
        (m) => m.data.brand === 'visa',
      ),
    );
    expect((await last())?.data).toMatchObject({
      source: 'card-fields',
      valid: false,
      brand: 'visa',
      paymentMethod: null,
    });
    await frame.getByLabel('Security code (CVC)').fill('737');
    await page.waitForFunction(() =>
      (window as unknown as { received: { data: { valid: boolean } }[] }).received.some((m) => m.data.valid),
    );
    expect(await last()).toEqual({
      origin: new URL(simulator.url).origin,
      data: {
        source: 'card-fields',
        valid: true,
        brand: 'visa',
        paymentMethod: {
          type: 'scheme',
          holderName: 'Chan Tai Man',
          encryptedCardNumber: 'test_4111111111111111',
          encryptedExpiryMonth: 'test_03',
          encryptedExpiryYear: 'test_2030',
          encryptedSecurityCode: 'test_737',
        },
      },
    });
    await frame.getByLabel('Card number').fill('4111 1111 1111 1112');
    await page.waitForFunction(
      () => (window as unknown as { received: { data: { valid: boolean } }[] }).received.at(-1)?.data.valid === false,
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
