import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { watchErrors } from './chromium';
import { signInCustomer } from './sign-in-pages';

export interface SharedSignIn {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen since this `get` (not those of earlier tests). */
  errors: string[];
}

export interface SharedSignInOptions {
  viewport?: { width: number; height: number };
  /** The customer app's stored language, set before the first script runs (a returning user's). */
  locale?: string;
  /** A phone's browser (touch, mobile viewport meta), as a phone-sized context of the front-end audits. */
  mobile?: boolean;
  /** Where the page is brought (client-side) once signed in; the dashboard, as sign-in leaves it, by default. */
  path?: string;
}

/** The desktop size `Scenario.signIn` opens at, so a shared page sees what a fresh one did. */
const DESKTOP = { width: 1360, height: 1000 };

/**
 * One signed-in customer page per account, viewport and language for a whole browser file: a fresh
 * signed-in context costs Chromium about 3 CPU-seconds, an idle open page almost nothing. The first
 * `get` signs in (landing on the dashboard); a later one brings the same page back to the dashboard
 * (or to `path`) by client-side navigation, so a test finds the page where a fresh sign-in (and a
 * link) would have left it whether it runs alone or after others. A test that changes a shared
 * page's settings (its stored language, routes it intercepts) puts them back. Contexts close with
 * Chromium after the file.
 */
export function sharedSignIns(suite: { readonly browser: Browser; readonly app: { baseUrl: string } }) {
  const getBrowser = () => suite.browser;
  const getBaseUrl = () => suite.app.baseUrl;
  const open = new Map<string, Promise<SharedSignIn>>();

  async function signIn(email: string, o: SharedSignInOptions) {
    const mobile = o.mobile ? { isMobile: true, hasTouch: true } : {};
    const context = await getBrowser().newContext({ viewport: o.viewport ?? DESKTOP, ...mobile });
    if (o.locale) await context.addInitScript((value) => window.localStorage.setItem('hkc.locale', value), o.locale);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInCustomer(page, getBaseUrl(), email);
    return { page, context, errors };
  }

  async function get(email: string, o: SharedSignInOptions = {}): Promise<SharedSignIn> {
    const viewport = o.viewport ?? DESKTOP;
    const path = o.path ?? '/dashboard';
    const key = JSON.stringify([email, viewport, o.locale ?? '', Boolean(o.mobile)]);
    const known = open.get(key);
    if (!known) {
      const opening = signIn(email, o);
      open.set(key, opening);
      // Watched from the sign-in on, as a fresh context's errors were.
      const fresh = await opening;
      if (path !== '/dashboard') await navigate(fresh.page, path);
      return fresh;
    }
    const { page, context } = await known;
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    await navigate(page, path);
    if (path === '/dashboard') await page.getByTestId('page-dashboard').waitFor();
    return { page, context, errors };
  }

  return { get };
}

/** Client-side navigation (the router follows history), no reload: what a link inside the app does. */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Resolves once the page has had no request in flight for half a second (what Playwright's
 * `networkidle` waits for after a load, which a client-side navigation does not give), counting from
 * the call; Socket.IO's own requests are left out, as its connection stays open.
 */
export function networkQuiet(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const counted = (request: Request) => !request.url().includes('/socket.io/');
  const started = (request: Request) => {
    if (!counted(request)) return;
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (!counted(request)) return;
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    await new Promise<void>((resolve) => {
      const check = () => (inFlight <= 0 && Date.now() - lastChange >= 500 ? resolve() : setTimeout(check, 50));
      check();
    });
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
}
