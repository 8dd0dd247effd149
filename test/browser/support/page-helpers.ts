import type { Page } from 'playwright-core';

/** Small page helpers shared by the browser suites: each waits for a condition, never a fixed time. */

/** Opens an MUI select by its test id and picks the option at `index` (the reference rows load first). */
export async function pick(page: Page, testId: string, index = 0): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByTestId(`${testId}-option`).nth(index).click();
}

/** Waits until the element's text is exactly `text` (a live update, never a reload). */
export async function waitForText(page: Page, testId: string, text: string): Promise<void> {
  await page
    .waitForFunction(
      ([id, expected]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === expected,
      [testId, text] as const,
      { timeout: 60_000 },
    )
    .catch(async (error: Error) => {
      // Say what was there instead, so a failure explains itself.
      const actual = await page
        .locator(`[data-testid="${testId}"]`)
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => '(absent)');
      throw new Error(`${testId}: expected "${text}", saw "${actual}"\n${error.message}`);
    });
}

/**
 * Waits for a page (its `page-*` test id) after an action that navigates; a page that never comes
 * fails with where the browser is instead and the notices up (a refused call sends elsewhere).
 */
export async function waitForPage(page: Page, testId: string): Promise<void> {
  await page
    .getByTestId(testId)
    .waitFor({ timeout: 60_000 })
    .catch(async (error: Error) => {
      const seen = await page
        .evaluate(() => ({
          pages: Array.from(document.querySelectorAll('[data-testid^="page-"]'), (n) => n.getAttribute('data-testid')),
          notices: Array.from(document.querySelectorAll('[data-testid^="notice-"]'), (n) => n.textContent ?? ''),
        }))
        .catch(() => ({ pages: [], notices: [] }));
      throw new Error(
        `${testId} never came: at ${page.url()}, pages ${JSON.stringify(seen.pages)}, notices ${JSON.stringify(seen.notices)}\n${error.message}`,
      );
    });
}

/** Waits until the element's attribute `name` is `value` (unread counters, states). */
export async function waitForAttr(page: Page, testId: string, name: string, value: string): Promise<void> {
  await page.waitForFunction(
    ([id, n, v]) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute(n) === v,
    [testId, name, value] as const,
    { timeout: 60_000 },
  );
}

/** Several notices may be up (notifications stack, an error beside them): wait for the one with this text. */
export async function waitForNotice(page: Page, severity: 'info' | 'error', text: string): Promise<void> {
  await page.getByTestId(`notice-${severity}`).filter({ hasText: text }).waitFor({ timeout: 60_000 });
}

/** Fills the provider's secure card fields inside their iframe (names from the card-payment contract). */
export async function enterCard(page: Page, number: string): Promise<void> {
  const frame = page.frameLocator('[data-testid="card-fields"]');
  await frame.locator('input[name="holderName"]').fill('Rita Chan');
  await frame.locator('input[name="cardNumber"]').fill(number);
  await frame.locator('input[name="expiryDate"]').fill('03/30');
  await frame.locator('input[name="cvc"]').fill('737');
}

/** Waits until the element's text contains `text` (names shown as "First Last", labels with extras). */
export async function waitForTextContaining(page: Page, testId: string, text: string): Promise<void> {
  await page.waitForFunction(
    ([id, expected]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.includes(expected) ?? false,
    [testId, text] as const,
    { timeout: 60_000 },
  );
}

/**
 * Waits for the green notice with this text; a red notice (or an inline refusal) first fails at once
 * with the server's message, so a refused call reads as what it is instead of a timeout.
 */
export async function expectSuccess(page: Page, text: string): Promise<void> {
  const outcome = await page.waitForFunction(
    (expected) => {
      const infos = Array.from(document.querySelectorAll('[data-testid="notice-info"]'), (n) => n.textContent ?? '');
      if (infos.some((t) => t.includes(expected))) return { ok: true, text: '' };
      // A red notice, or a refusal said at the control (a dialog's or Pay's inline alert).
      const error = document.querySelector('[data-testid="notice-error"], [data-refusal]');
      return error ? { ok: false, text: error.textContent ?? '' } : null;
    },
    text,
    { timeout: 60_000 },
  );
  const result = (await outcome.jsonValue()) as { ok: boolean; text: string };
  if (!result.ok) throw new Error(`expected the notice "${text}" but the app showed the error "${result.text}"`);
}

/** When a group's (`batch:<id>`) latest notification came and went on the page's clock, and which stayed up. */
export interface NewsRecord {
  /** The latest one's text: two pushed in one frame are drawn as the newer alone. */
  text: string;
  came: number;
  went?: number;
  /** The groups still up when it went. */
  left?: string[];
}

/**
 * Records from now on, on the page's own clock (a slow test runner does not blur it), when each
 * group's latest notification comes and leaves the page (those already up are left out): a newer one
 * of the group starts the group's record afresh, as it replaces the older. `newsRecord` reads one.
 */
export async function watchNews(page: Page): Promise<void> {
  await page.evaluate(() => {
    const records: Record<string, NewsRecord> = {};
    const latest = new Map<string, Element>();
    (window as unknown as { hkcNews: typeof records }).hkcNews = records;
    const toasts = () => Array.from(document.querySelectorAll('[data-testid="notice-info"][data-group]'));
    const known = new WeakSet<Element>(toasts());
    new MutationObserver(() => {
      const now = performance.now();
      const up = toasts();
      for (const toast of up) {
        if (known.has(toast)) continue;
        known.add(toast);
        const g = toast.getAttribute('data-group') ?? '';
        records[g] = { text: toast.textContent ?? '', came: now };
        latest.set(g, toast);
      }
      for (const [g, toast] of latest)
        if (!toast.isConnected && records[g].went === undefined)
          Object.assign(records[g], { went: now, left: up.map((n) => n.getAttribute('data-group') ?? '') });
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Waits until the group's latest notification has come (the one whose text holds `text`, when given;
 * and has gone, with `gone`), and returns the group's record.
 */
export async function newsRecord(page: Page, group: string, { gone = false, text = '' } = {}): Promise<NewsRecord> {
  const handle = await page.waitForFunction(
    ([g, untilGone, latestText]) => {
      const r = (window as unknown as { hkcNews: Record<string, NewsRecord> }).hkcNews[g];
      return r && r.text.includes(latestText) && (!untilGone || r.went !== undefined) ? r : null;
    },
    [group, gone, text] as const,
  );
  return (await handle.jsonValue()) as NewsRecord;
}

/**
 * Reads `read` until three reads 50 ms apart agree (at most 40 reads) and returns the last: a
 * layout still following a change (a new viewport width) is not read half-way, while a real state
 * stays and is returned.
 */
export async function settledRead<T>(page: Page, read: () => Promise<T>): Promise<T> {
  const reads = [await read()];
  while (reads.length < 40 && !(reads.length >= 3 && reads.slice(-3).every((r) => r === reads.at(-1)))) {
    await page.waitForTimeout(50);
    reads.push(await read());
  }
  return reads[reads.length - 1];
}

/**
 * Records from now on the text of every red notice that comes onto the page. A notice lives four
 * seconds from the moment it is raised: on a starved test runner it can come and go before the next
 * Playwright call looks for it, so a test that must see one watches for it before it is raised.
 */
export async function watchErrorNotices(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { hkcErrors: string[] }).hkcErrors = seen;
    const known = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const alert of Array.from(document.querySelectorAll('[data-testid="notice-error"]'))) {
        if (known.has(alert)) continue;
        known.add(alert);
        seen.push(alert.textContent ?? '');
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until a red notice holding `text` has come since `watchErrorNotices`; fails with those that came. */
export async function errorNoticeCame(page: Page, text: string): Promise<void> {
  try {
    await page.waitForFunction(
      (expected) => (window as unknown as { hkcErrors: string[] }).hkcErrors.some((t) => t.includes(expected)),
      text,
      { timeout: 30_000 },
    );
  } catch (error) {
    const came = await page.evaluate(() => (window as unknown as { hkcErrors: string[] }).hkcErrors);
    throw new Error(`expected the red notice "${text}"; those that came: ${JSON.stringify(came)}`, { cause: error });
  }
}
