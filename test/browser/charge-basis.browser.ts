import type { Page } from 'playwright-core';
import { chromiumOrSkip, watchErrors } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';

jest.setTimeout(120_000);
const chromiumSetup = chromiumOrSkip();

/**
 * The pages' wording follows the configured charge basis (docs/arrival.md, Charged weight): with
 * CHARGE_BASIS=volumetric the pricing page's shipping card and the FAQ's fee and weight answers say
 * the greater of actual and volumetric weight, in English and in Chinese. The default (actual
 * weight) wording is asserted in public-data.browser.ts.
 */
chromiumSetup.describe('charge basis: the pages say what CHARGE_BASIS=volumetric charges (Chromium)', () => {
  const suite = useBrowserSuite({ env: { CHARGE_BASIS: 'volumetric', FORCE_HONG_KONG_ENGLISH: 'false' } });

  async function open(locale: string, path: string): Promise<{ page: Page; errors: string[] }> {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((value) => window.localStorage.setItem('hkc.locale', value), locale);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.app.baseUrl}${path}`);
    return { page, errors };
  }

  it('serves the basis in the public configuration', async () => {
    const config = (await (await fetch(`${suite.app.baseUrl}/api/config/`)).json()) as { chargeBasis: string };
    expect(config.chargeBasis).toBe('volumetric');
  });

  it('the pricing page and the FAQ say the greater of actual and volumetric weight, in en-hk and zh-hk', async () => {
    const cases = [
      ['en-hk', 'Shipping by weight and size', 'volumetric weight'],
      ['zh-hk', '按重量及體積計運費', '體積重量'],
    ] as const;
    for (const [locale, title, faqWords] of cases) {
      const pricing = await open(locale, '/pricing');
      const card = pricing.page.getByTestId('pricing-card-shipping');
      await card.waitFor();
      expect([locale, await card.getByRole('heading').textContent()]).toEqual([locale, title]);
      expect(pricing.errors).toEqual([]);
      await pricing.page.context().close();

      const faq = await open(locale, '/faq');
      for (const id of ['fees', 'weight']) {
        const answer = faq.page.getByTestId(`faq-answer-${id}`);
        await faq.page.locator(`#faq-${id}-header`).click();
        await answer.waitFor();
        expect([locale, id, (await answer.textContent())?.includes(faqWords)]).toEqual([locale, id, true]);
      }
      expect(faq.errors).toEqual([]);
      await faq.page.context().close();
    }
  });
});
