import { driveTo, http, signInDemo, type DriveTarget, type Driven, type TestApp } from '../../support/kit';
import type { BrowserSuiteOptions } from './browser-suite';

/** The console suites' app: development sign-in, sign-up and the language menu on, the demo accounts. */
export const CONSOLE_SUITE: BrowserSuiteOptions = {
  env: { DEV_SIGN_IN: 'true', FORCE_HONG_KONG_ENGLISH: 'false', DISABLE_SIGNUP: 'false' },
  demoAccounts: true,
};

/** The promo code the console suites edit and audit (an amount of HK$5.00). */
export const A11Y_PROMO = 'A11Y-PROMO-1';

/** The batches the console suites look at, by the part they play, each at the status it is driven to. */
const STAGES = {
  captured: 'payment_captured',
  archivedOnly: 'declined',
  awaitingPayment: 'requested_payment',
  shipped: 'item_sent',
} as const satisfies Record<string, DriveTarget>;
export type ConsoleBatchRole = keyof typeof STAGES;

/**
 * Drives the batches a console file needs through the real API (in the order given) on the demo
 * accounts, then creates the promo code `A11Y_PROMO`. The demo seed makes the demo buyer available to
 * the automatic assignment, which would race the staff assignment driveTo makes: staff assign here,
 * so the buyer is taken out of the pool first.
 */
export async function prepareConsoleBatches<R extends ConsoleBatchRole>(
  app: TestApp,
  roles: readonly R[],
): Promise<Record<R, Driven>> {
  const parties = {
    requester: signInDemo(app, 'requester'),
    buyer: signInDemo(app, 'buyer'),
    staff: signInDemo(app, 'staff'),
  };
  const pool = await http(app, 'PUT', `/api/admin/assignment/buyers/${parties.buyer.id}`, parties.staff.token, {
    available: false,
  });
  expect(pool.status).toBe(200);
  const batches = {} as Record<R, Driven>;
  for (const role of roles) batches[role] = await driveTo(app, STAGES[role], parties);
  const promo = await http(app, 'POST', '/api/admin/promo-codes', parties.staff.token, {
    code: A11Y_PROMO,
    kind: 'amount',
    value: 500,
  });
  expect([200, 201]).toContain(promo.status);
  return batches;
}
