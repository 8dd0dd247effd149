import type { Page } from 'playwright-core';
import type { QuoteRevisionsAnswer } from '@contracts/batch/quote';
import { BUYER, REQUESTER } from './support/batch-scenario';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { DESKTOP, phoneMisfits } from './support/customer-audit';
import { PHONE, seriousAxeFaults, sidewaysOverflow, widestElements } from './support/page-audit';
import { enterCard, waitForAttr, waitForText, waitForTextContaining } from './support/page-helpers';
import { sharedSignIns } from './support/shared-sign-ins';
import { screenshotPath } from './support/web-build';
import { latestOtpCode } from '../support/kit';

// Project-level testTimeout is not honoured by Jest, so the browser suites set their own.
jest.setTimeout(180_000);
const chromiumSetup = chromiumOrSkip();

const REFUSED_CARD = '4000 0000 0000 0002';
const INPUT_ERROR_TEXT = 'Input Error. Please Check Your Credit Card Information';
const CHALLENGE_CARD = '4212 3456 7890 1237';

/** HKD minor units as the app writes them in this locale ("HK$1,234.50"). */
const hkd = (minor: number, locale = 'en-HK') =>
  `HK$${(minor / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The boxes of the notices on screen and of the header: none may cover the header's menu. */
async function noticesOverHeader(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    return Array.from(document.querySelectorAll('[data-testid="notice-info"], [data-testid="notice-error"]'))
      .filter((n) => {
        const box = n.getBoundingClientRect();
        return box.width > 0 && box.top < header.bottom && box.bottom > header.top;
      })
      .map((n) => n.textContent ?? '');
  });
}

/** The notifications' texts on screen. */
const shownNews = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('[data-testid="notice-info"]'), (n) => n.textContent ?? ''));

chromiumSetup.describe('customer app: errors where the eye is, news that is news, prices and money explained', () => {
  const suite = useBrowserSuite({
    env: { DEV_SIGN_IN: 'true', FORCE_HONG_KONG_ENGLISH: 'false' },
    demoBuyerEligible: true,
  });
  const { scenario } = suite;
  const { api, assignedRequest, readyToPay, paidOrder, waitForDetail } = scenario;
  const url = (path: string) => `${suite.app.baseUrl}${path}`;
  // One signed-in page per account, size and language for the file: each test brings it where a
  // fresh sign-in and a link would.
  const { get: signIn } = sharedSignIns(suite);

  it('desktop: a declined card shows under Pay while three notifications are still up; Pay is enabled again', async () => {
    const { id } = await readyToPay('Desk lamp');
    const requester = await signIn(REQUESTER.email);
    // Loaded afresh, as a returning requester opens the link to pay.
    await requester.page.goto(url(`/dashboard/requests/${id}`));
    await requester.page.getByTestId('pay-panel').waitFor();
    await enterCard(requester.page, REFUSED_CARD);
    await requester.page.getByTestId('pay-terms').check();
    const payEnabled = () =>
      requester.page.waitForFunction(
        () => !document.querySelector<HTMLButtonElement>('[data-testid="pay-button"]')?.disabled,
      );
    await payEnabled();

    // Three orders get their buyer: three 10-second notifications, stacked, all on screen at once.
    await Promise.all(['Fan', 'Kettle', 'Toaster'].map((name) => assignedRequest(name)));
    await requester.page.waitForFunction(() => document.querySelectorAll('[data-testid="notice-info"]').length === 3);

    await requester.page.getByTestId('pay-button').click();
    await waitForText(requester.page, 'pay-error', INPUT_ERROR_TEXT);
    // The refusal did not wait behind the notifications: they are all still up (10 s each), and it
    // is said at the Pay button, not in a red notice elsewhere.
    expect(await shownNews(requester.page)).toHaveLength(3);
    expect(await requester.page.getByTestId('notice-error').count()).toBe(0);
    expect(await requester.page.getByTestId('pay-error').getAttribute('role')).toBe('alert');
    // Pay again with what was entered: the terms stay agreed, the card fields keep the number.
    await payEnabled();
    expect(await requester.page.getByTestId('pay-terms').isChecked()).toBe(true);
    const cardNumber = requester.page.frameLocator('[data-testid="card-fields"]').locator('input[name="cardNumber"]');
    expect((await cardNumber.inputValue()).replace(/\s/g, '')).toBe(REFUSED_CARD.replace(/\s/g, ''));
    expect(await noticesOverHeader(requester.page)).toEqual([]);
    await requester.page.screenshot({ path: screenshotPath('feedback-card-refused'), fullPage: true });
    expect(await seriousAxeFaults(requester.page)).toEqual([]);
  });

  it('phone: a card declined after a tap on Pay at the bottom of the screen is brought into view under Pay', async () => {
    const { id } = await readyToPay('Hair dryer');
    const { page } = await signIn(REQUESTER.email, { viewport: PHONE, path: `/dashboard/requests/${id}` });
    await page.getByTestId('pay-panel').waitFor();
    await enterCard(page, REFUSED_CARD);
    await page.getByTestId('pay-terms').check();
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="pay-button"]')?.disabled,
    );
    // Scrolled just far enough to see Pay, at the screen's bottom edge: the refusal shows under it.
    await page.evaluate(() => {
      const pay = document.querySelector('[data-testid="pay-button"]')!.getBoundingClientRect();
      window.scrollBy(0, pay.bottom - (window.innerHeight - 4));
    });
    await page.getByTestId('pay-button').click();
    await waitForText(page, 'pay-error', INPUT_ERROR_TEXT);
    const atPay = () =>
      page.evaluate(() => {
        const box = (e: Element) => e.getBoundingClientRect();
        const [payButton, payError] = ['pay-button', 'pay-error'].map((id) =>
          document.querySelector(`[data-testid="${id}"]`),
        );
        // Between two renders (the order's news refetches it) one may be missing: not settled yet.
        if (!payButton || !payError) return { underPay: false, onScreen: false, covered: -1 };
        const pay = box(payButton);
        const error = box(payError);
        const header = box(document.querySelector('header')!);
        const onScreen = (b: DOMRect) => b.top >= header.bottom && b.bottom <= window.innerHeight;
        const covering = Array.from(document.querySelectorAll('[data-testid="notice-info"]'), box).filter(
          (n) => n.width > 0 && n.top < error.bottom && n.bottom > error.top,
        );
        return {
          underPay: error.top >= pay.bottom,
          onScreen: onScreen(pay) && onScreen(error),
          covered: covering.length,
        };
      });
    // Read once the page is still (a loaded machine may still be scrolling it), within 3 s.
    const settledAtPay = async () => {
      for (let tries = 0; tries < 30; tries++) {
        const now = await atPay();
        if (now.onScreen && now.covered === 0) return now;
        await page.waitForTimeout(100);
      }
      return atPay();
    };
    expect(await settledAtPay()).toEqual({ underPay: true, onScreen: true, covered: 0 });
    // News coming while the refusal is read lands at the screen's bottom: the refusal moves up clear of it.
    const news = await assignedRequest('Curling iron');
    await page.locator(`[data-testid="notice-info"][data-group="batch:${news.id}"]`).waitFor();
    expect(await settledAtPay()).toEqual({ underPay: true, onScreen: true, covered: 0 });
    expect(await page.getByTestId('notice-error').count()).toBe(0);
  });

  it("phone: an order's notification is replaced by its next one, clear of the header; a wrong OTP code is said under it until the right one", async () => {
    const requester = await signIn(REQUESTER.email, { viewport: PHONE });
    const { id, batchNumber } = await assignedRequest('Rice cooker');
    const ofOrder = `[data-testid="notice-info"][data-group="batch:${id}"]`;
    const news = requester.page.locator(ofOrder);
    await news.filter({ hasText: batchNumber }).first().waitFor();
    const assignedText = await news.first().innerText();
    expect(await noticesOverHeader(requester.page)).toEqual([]);

    // The buyer accepts: the order moved on, so "buyer assigned" goes and only the news of now stays.
    const accepted = await api('PUT', `/api/batch/requests/accept/${id}`, BUYER.accountId, 'b', {});
    expect(accepted.status).toBe(200);
    await requester.page.waitForFunction(
      ([selector, old]) => {
        const shown = Array.from(document.querySelectorAll(selector), (n) => n.textContent ?? '');
        return shown.length === 1 && shown[0] !== old;
      },
      [ofOrder, assignedText] as const,
    );
    expect(await shownNews(requester.page)).not.toContain(assignedText);
    expect(await noticesOverHeader(requester.page)).toEqual([]);
    expect(await sidewaysOverflow(requester.page)).toBe(0);
    // Two more orders' news at once: a phone shows the newest and says how many more are up.
    await Promise.all(['Wok', 'Steamer'].map((name) => assignedRequest(name)));
    await requester.page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="notice-info"]').length === 1 &&
        /^\+\d more$/.test(document.querySelector('[data-testid="notice-more"]')?.textContent ?? ''),
    );
    expect(await noticesOverHeader(requester.page)).toEqual([]);
    await requester.page.screenshot({ path: screenshotPath('feedback-stale-news-phone'), fullPage: true });

    // A wrong OTP code is said under the code, and gone once the right code is accepted.
    const { page } = requester;
    await page.goto(url('/dashboard/accountSettings'));
    await page.getByTestId('settings-change-mobile').click();
    await page.getByTestId('mobile').fill('61230044');
    await page.getByTestId('send-otp').click();
    await page.getByTestId('otp').waitFor();
    const code = await latestOtpCode(suite.app, '+85261230044');
    const wrong = code.replace(/.$/, (d) => String((Number(d) + 1) % 10));
    await page.getByTestId('otp').fill(wrong);
    await page.getByTestId('verify-otp').click();
    await waitForText(page, 'otp-error', 'Invalid OTP Code');
    expect(await page.getByTestId('notice-error').count()).toBe(0);
    await page.getByTestId('otp').fill(code);
    await page.getByTestId('verify-otp').click();
    await page.getByTestId('mobile-verified').waitFor();
    expect(await page.locator('body').innerText()).not.toContain('Invalid OTP Code');
  });

  it('desktop, then a phone: the banner names what the buyer changed, line by line with the note; the history and the confirm step too', async () => {
    const { id, itemIds } = await assignedRequest([{ name: 'Desk fan', price: 4000 }]);
    const buyerCall = (method: string, path: string, body: unknown) =>
      api(method, path, BUYER.accountId, 'b', body).then((a) => expect(a.status).toBe(200));
    await buyerCall('PUT', `/api/batch/requests/accept/${id}`, {});
    // The shop's price went up and the parcel is heavier: the subtotal and the international shipping change.
    const note = 'The shop raised its price; the box weighs 5 lb';
    await buyerCall('POST', `/api/batch/requests/modify/${id}/items`, {
      items: [{ id: itemIds[0], price: 4500, weight: 500 }],
      final_fee: true,
      remark: note,
    });
    const quotes = await api<QuoteRevisionsAnswer>('GET', `/api/batch/quotes/${id}`, REQUESTER.accountId, 'r');
    const [first, second] = quotes.body.results.slice(-2);
    expect(second.lines.item_subtotal).not.toBe(first.lines.item_subtotal);
    expect(second.lines.international_shipping).not.toBe(first.lines.international_shipping);

    // The requester's detail has the change before the page opens (the page is about the banner).
    await waitForDetail(id, REQUESTER.accountId, 'r', (d) => d.batch.items[0]?.price.amount === 4500);
    const requester = await signIn(REQUESTER.email, { path: `/dashboard/requests/${id}` });
    await waitForText(
      requester.page,
      'fees-updated-what',
      // The revision says the item's price moved (not its quantity): the banner names the price.
      'Buyer has updated the item price and weight (international shipping)',
    );
    const row = requester.page.getByTestId('fees-updated-diff-change-item_subtotal');
    expect(Number(await row.getAttribute('data-before'))).toBe(first.lines.item_subtotal);
    expect(Number(await row.getAttribute('data-now'))).toBe(second.lines.item_subtotal);
    expect(await row.innerText()).toContain('US$40.00');
    expect(await row.innerText()).toContain('US$45.00');
    expect(await requester.page.getByTestId('fees-updated-diff-change-international_shipping').count()).toBe(1);
    expect(await requester.page.getByTestId('fees-updated-note').innerText()).toBe(`Buyer's note: ${note}`);
    expect(await seriousAxeFaults(requester.page)).toEqual([]);
    // On a phone the banner, each line old → new and the note are whole on screen, nothing over them.
    const diff = ['item_subtotal', 'international_shipping'].map((line) => `fees-updated-diff-change-${line}`);
    const banner = ['fees-updated-what', ...diff, 'fees-updated-note'];
    expect(await phoneMisfits(requester.page, banner, DESKTOP)).toEqual([]);

    // The history: the buyer's revision, opened, shows the same change old → new.
    await requester.page.getByTestId(`quote-revision-${second.revision}`).click();
    await requester.page.getByTestId(`quote-revision-${second.revision}-diff-change-item_subtotal`).waitFor();
    expect(await requester.page.getByTestId(`quote-revision-${second.revision}-what`).innerText()).toBe(
      'item price and weight (international shipping)',
    );

    // The confirm step: the buyer changes the price again while the requester confirms.
    let changed = false;
    await requester.page.route('**/api/batch/requests/confirm/**', async (route) => {
      if (!changed) {
        changed = true;
        await buyerCall('POST', `/api/batch/requests/modify/${id}/items`, {
          items: [{ id: itemIds[0], price: 4800 }],
          final_fee: true,
        });
      }
      await route.continue();
    });
    await requester.page.getByTestId('action-confirm').click();
    await requester.page.getByTestId('quote-changed').waitFor();
    // Once the revisions between are read, the price is named (no note this time: the reason instead).
    await waitForAttr(requester.page, 'quote-changed-what', 'data-complete', 'true');
    expect(await requester.page.getByTestId('quote-changed-what').innerText()).toBe(
      'Buyer has updated the item price (Figures changed)',
    );
    expect(await requester.page.getByTestId('quote-change-item_subtotal').innerText()).toContain('US$48.00');
    // The opening fade over (on the dialog's paper and its containers): axe reads the colours as they stay.
    await requester.page.waitForFunction(() => {
      const paper = document.querySelector('[data-testid="quote-changed"] .MuiDialog-paper');
      for (let el: Element | null = paper; el; el = el.parentElement)
        if (getComputedStyle(el).opacity !== '1') return false;
      return paper !== null;
    });
    expect(await seriousAxeFaults(requester.page, '[data-testid="quote-changed"]')).toEqual([]);
    await requester.page.screenshot({ path: screenshotPath('feedback-quote-diff'), fullPage: true });
    const dialog = ['quote-changed-what', 'quote-change-item_subtotal'];
    expect(await phoneMisfits(requester.page, dialog, DESKTOP)).toEqual([]);

    // Later the buyer changes only how many: the banner, live, names the quantity and not the price.
    await requester.page.getByTestId('quote-changed').getByRole('button').first().click();
    await requester.page.getByTestId('quote-changed').waitFor({ state: 'detached' });
    await requester.page.unroute('**/api/batch/requests/confirm/**');
    await buyerCall('POST', `/api/batch/requests/modify/${id}/items`, {
      items: [{ id: itemIds[0], quantity: 2 }],
      final_fee: true,
    });
    await waitForTextContaining(requester.page, 'fees-updated-what', 'Buyer has updated the quantity');
    expect(await requester.page.getByTestId('fees-updated-what').innerText()).not.toContain('price');
  });

  it('phone in Chinese and desktop in English: HKD first and large, the payment in plain words', async () => {
    const order = await paidOrder([{ name: 'Tea set', price: 5000 }]);
    const authorised = order.detail.batch.payments.authorised;
    const quoteHkd = (order.detail as unknown as { quote: { hkd: { lines: { total: number } } } }).quote.hkd.lines
      .total;

    const desktop = await signIn(REQUESTER.email, { path: `/dashboard/orders/${order.id}` });
    await waitForText(desktop.page, 'payment-authorised', `Card authorised: ${hkd(authorised)} held`);
    expect(await desktop.page.getByTestId('payment-summary').innerText()).not.toMatch(/Authorised|Captured/);
    // The HKD total comes before the lines in US$, in larger type, with the US$ total beside it.
    const first = desktop.page.getByTestId('fee-total-hkd-first-hkd');
    expect(await first.innerText()).toBe(hkd(quoteHkd));
    const order_ = await desktop.page.evaluate(() => {
      const big = document.querySelector('[data-testid="fee-total-hkd-first-hkd"]')!;
      const usd = document.querySelector('[data-testid="fee-total"]')!;
      const size = (e: Element) => parseFloat(getComputedStyle(e).fontSize);
      return {
        before: Boolean(big.compareDocumentPosition(usd) & Node.DOCUMENT_POSITION_FOLLOWING),
        larger: size(big) > size(usd),
      };
    });
    expect(order_).toEqual({ before: true, larger: true });
    expect(await desktop.page.getByTestId('fee-total-hkd-first-original').innerText()).toMatch(/^US\$/);
    expect(await seriousAxeFaults(desktop.page)).toEqual([]);

    const phone = await signIn(REQUESTER.email, {
      viewport: PHONE,
      locale: 'zh-hk',
      path: `/dashboard/orders/${order.id}`,
    });
    await waitForText(phone.page, 'payment-authorised', `信用卡已授權：暫時凍結 ${hkd(authorised, 'zh-HK')}`);
    expect(await phone.page.getByTestId('fee-total-hkd-first').innerText()).toContain('你需支付');
    // The money fits the phone's width (the header's own fit at 360 px in Chinese is not this page's).
    const beyond = await phone.page.evaluate(() =>
      ['payment-summary', 'fee-total-hkd-first']
        .map((id) => document.querySelector(`[data-testid="${id}"]`)!)
        .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth)
        .map((e) => e.getAttribute('data-testid')),
    );
    expect(beyond).toEqual([]);
    expect(await seriousAxeFaults(phone.page)).toEqual([]);
    await phone.page.screenshot({ path: screenshotPath('feedback-money-phone-zh-hk'), fullPage: true });
  });
  it('phone at 360 px in Hong Kong Chinese and English: the header, account menu included, fits the dashboard and an order', async () => {
    const order = await paidOrder([{ name: 'Thermos', price: 3000 }]);
    for (const locale of ['zh-hk', 'en-hk']) {
      const { page } = await signIn(REQUESTER.email, { viewport: PHONE, locale });
      for (const [path, testId] of [
        ['/dashboard', 'page-dashboard'],
        [`/dashboard/orders/${order.id}`, 'page-batch-detail'],
      ]) {
        await page.goto(url(path));
        await page.getByTestId(testId).waitFor();
        await page.getByTestId('account-menu').waitFor();
        const where = `${locale} ${path}`;
        expect({ where, beyond: await widestElements(page) }).toEqual({ where, beyond: [] });
        expect({ where, overflow: await sidewaysOverflow(page) }).toEqual({ where, overflow: 0 });
        const menuRight = await page
          .getByTestId('account-menu')
          .evaluate((e) => e.getBoundingClientRect().right - document.documentElement.clientWidth);
        expect(menuRight).toBeLessThanOrEqual(0);
      }
      await page.screenshot({ path: screenshotPath(`feedback-header-360-${locale}`) });
    }
  });

  it('desktop: a card refused at the 3-D Secure challenge is said under Pay on the way back, not in a red notice', async () => {
    const { id } = await readyToPay('Umbrella');
    const { page } = await signIn(REQUESTER.email);
    // Loaded afresh, as the declined-card test does: the pay panel's card fields reached by a link
    // inside the app once left Pay without effect here, a case not yet understood.
    await page.goto(url(`/dashboard/requests/${id}`));
    await page.getByTestId('pay-panel').waitFor();
    await enterCard(page, CHALLENGE_CARD);
    await page.getByTestId('pay-terms').check();
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="pay-button"]')?.disabled,
    );
    await page.getByTestId('pay-button').click();
    // The simulator's challenge page: the shopper fails it and comes back with ?redirectResult=.
    await page.locator('#fail').click();
    await page.getByTestId('page-batch-detail').waitFor();
    await waitForText(page, 'pay-error', INPUT_ERROR_TEXT);
    expect(await page.getByTestId('pay-error').getAttribute('role')).toBe('alert');
    expect(await page.getByTestId('notice-error').count()).toBe(0);
    expect(page.url()).toBe(url(`/dashboard/requests/${id}`));
  });

  it('desktop: a complete-purchase the order moved past is refused under the buttons, not in a red notice', async () => {
    const order = await paidOrder([{ name: 'Rain jacket', price: 6000 }]);
    const purchase = await api('POST', `/api/batch/orders/purchase/${order.id}/items`, BUYER.accountId, 'b', {
      items: order.itemIds.map((id, i) => ({ id, purchase_site_order_id: `SHOP-${i + 1}-0033` })),
    });
    expect(purchase.status).toBe(200);
    const { page } = await signIn(BUYER.email, { path: `/dashboard/orders/${order.id}` });
    const complete = page.getByTestId('action-complete-purchase');
    await complete.waitFor();
    // Completed from another tab while this click is on its way: the server refuses this one.
    let first = true;
    await page.route('**/api/batch/orders/complete/**', async (route) => {
      if (first) {
        first = false;
        const done = await api('POST', `/api/batch/orders/complete/${order.id}/items`, BUYER.accountId, 'b', {});
        expect(done.status).toBe(200);
      }
      await route.continue();
    });
    await complete.click();
    await waitForText(page, 'order-actions-error', 'Failed update purchased');
    expect(await page.getByTestId('order-actions-error').getAttribute('role')).toBe('alert');
    expect(await page.getByTestId('notice-error').count()).toBe(0);
    expect(await seriousAxeFaults(page)).toEqual([]);
  });
});
