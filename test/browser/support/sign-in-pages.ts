import type { Browser, BrowserContext, Page } from 'playwright-core';
import { watchErrors } from './chromium';

/** The console's pages are wide tables: the size every console suite opens them at. */
export const CONSOLE_VIEWPORT = { width: 1400, height: 1000 };

/** The customer app's development sign-in as a person clicks it (e-mail, button), landing on the dashboard. */
export async function signInCustomer(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('dev-email').fill(email);
  await page.getByTestId('dev-email-sign-in').click();
  await page.getByTestId('page-dashboard').waitFor();
}

export interface ConsolePage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen since the page opened. */
  errors: string[];
}

/**
 * A new browser context signed in to the operator console with its development buttons, as staff
 * (`s`) or auditor (`x`); it waits until the menu shows Batches (or, in another language, until the
 * element `readyTestId` is there), so the session is in place. A stored console language (`locale`)
 * is set before the first script runs, as a returning operator's.
 */
export async function openConsole(
  browser: Browser,
  baseUrl: string,
  kind: 's' | 'x',
  options: { locale?: string; readyTestId?: string; viewport?: { width: number; height: number } } = {},
): Promise<ConsolePage> {
  // A phone-sized console (the warehouse bench) passes its own viewport.
  const context = await browser.newContext({ viewport: options.viewport ?? CONSOLE_VIEWPORT });
  if (options.locale)
    await context.addInitScript((l) => window.localStorage.setItem('hkc.admin.locale', l), options.locale);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${baseUrl}/admin/`);
  await page.getByTestId(`admin-dev-sign-in-${kind}`).click();
  if (options.readyTestId) await page.getByTestId(options.readyTestId).waitFor({ timeout: 60_000 });
  else await page.getByText('Batches').first().waitFor();
  return { page, context, errors };
}
