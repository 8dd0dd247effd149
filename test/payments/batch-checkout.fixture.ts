import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { PaymentNotificationProcessor } from '../../src/around-batch/payments/webhooks/payment-notification.processor';
import type { CardProviderSimulator } from '../../src/dev/card-provider-simulator/card-provider-simulator';
import { SimulatorHost } from '../../src/dev/card-provider-simulator/simulator-host';
import {
  card,
  type GivenParties,
  http,
  moneyBeyondAcceptedQuote,
  startTestApp,
  storedQuoteRevision,
  storedStatus,
  type TestApp,
} from '../support/kit';

export const RETURN_URL = 'http://127.0.0.1:9/dashboard/requests/checkout/return';
export const payBody = (number: string, extra: Record<string, unknown> = {}) => ({
  payment_method: card(number),
  return_url: RETURN_URL,
  browser_info: { userAgent: 'jest', acceptHeader: 'text/html', language: 'en-HK' },
  risk_data: { clientData: 'opaque' },
  store_payment_method: false,
  agreed_to_terms: true,
  ...extra,
});

/** One app with the card provider simulator, per checkout suite file, and the ways its tests pay and look. */
export class CheckoutWorld {
  t!: TestApp;
  simulator!: CardProviderSimulator;

  async start(): Promise<void> {
    this.t = await startTestApp();
    this.simulator = this.t.app.get(SimulatorHost).simulator as CardProviderSimulator;
  }

  /**
   * Settles the last notifications, then checks the money rule over every batch the file paid:
   * captured ≤ authorised ≤ the quote the requester accepted.
   */
  async stop(): Promise<void> {
    await this.settle();
    expect(await moneyBeyondAcceptedQuote(this.t)).toEqual([]);
    await this.t.close();
  }

  token = (b: GivenParties) => this.t.tokenFor({ id: b.requester.id, accountType: 'r' });
  /** Pays naming the quote revision in force, unless `extra` names another (or none). */
  pay = async (
    b: GivenParties,
    number: string,
    key: string = randomUUID(),
    extra: Record<string, unknown> = {},
    who = this.token(b),
  ) =>
    http(
      this.t,
      'POST',
      `/api/batch/checkout/payments/${b.batchId}`,
      who,
      payBody(number, { quote_revision: await storedQuoteRevision(this.t, b.batchId), ...extra }),
      { 'idempotency-key': key },
    );
  ledgerFor = (b: GivenParties) =>
    [...this.simulator.ledger.payments.values()].filter((p) => p.merchantReference.startsWith(`${b.batchNumber}:`));
  count = (types: string[], type: string) => types.filter((x) => x === type).length;
  /** Waits until the simulator delivered its notifications and the app applied them. */
  settle = async () => {
    await this.simulator.webhooks.idle();
    await this.t.app.get(PaymentNotificationProcessor).idle();
  };
  /** With a position: the detail read model, waiting for it (read-your-writes); without: the stream. */
  statusOf = async (b: GivenParties, position?: string) => {
    if (!position) return storedStatus(this.t, b.batchId);
    const r = await http<{ status: string }>(
      this.t,
      'GET',
      `/api/batch/requests/${b.batchId}`,
      this.token(b),
      undefined,
      {
        'x-event-position': position,
      },
    );
    return r.body.status;
  };
}

export function useCheckoutWorld(): CheckoutWorld {
  const world = new CheckoutWorld();
  beforeAll(() => world.start());
  afterAll(() => world.stop());
  beforeEach(() => Object.assign(world.simulator.webhooks.mode, { duplicate: false, hold: false }));
  return world;
}
