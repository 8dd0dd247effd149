import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  CardPaymentMethod,
  CreatePaymentRequest,
} from '../../../src/around-batch/payments/provider/card-provider.port';
import { HttpCardProviderClient } from '../../../src/around-batch/payments/provider/http-card-provider.client';
import type { NotificationEnvelope } from '../../../src/around-batch/payments/provider/notification-signature';
import {
  CardProviderSimulator,
  type CardProviderSimulatorOptions,
} from '../../../src/dev/card-provider-simulator/card-provider-simulator';

export const API_KEY = 'sim-api-key';
export const MERCHANT = 'ConciergeHK';
export const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
/** The simulator's test cards: authorised, and refused at authorisation. */
export const SUCCESS_CARD = '4111111111111111';
export const REFUSED_CARD = '4000000000000002';

/** The secure card fields as the provider's test environment accepts them. */
export function card(
  number: string,
  overrides: Partial<{ month: string; year: string; cvc: string; holderName: string }> = {},
): CardPaymentMethod {
  return {
    type: 'scheme',
    encryptedCardNumber: `test_${number}`,
    encryptedExpiryMonth: `test_${overrides.month ?? '03'}`,
    encryptedExpiryYear: `test_${overrides.year ?? '2030'}`,
    encryptedSecurityCode: `test_${overrides.cvc ?? (number.startsWith('3') && number.length === 15 ? '7373' : '737')}`,
    holderName: overrides.holderName ?? 'Chan Tai Man',
  };
}

let sequence = 0;
export function paymentRequest(
  number: string,
  value = 10_000,
  extra: Partial<CreatePaymentRequest> = {},
): CreatePaymentRequest {
  sequence += 1;
  return {
    reference: `B${Date.now()}${sequence}`,
    amount: { currency: 'HKD', value },
    paymentMethod: card(number),
    returnUrl: 'http://127.0.0.1:9/checkout/return?batch=1',
    browserInfo: {
      userAgent: 'jest',
      acceptHeader: 'text/html',
      language: 'en-HK',
      colorDepth: 24,
      screenHeight: 800,
      screenWidth: 1280,
      timeZoneOffset: -480,
      javaEnabled: false,
    },
    riskData: { clientData: 'opaque' },
    storePaymentMethod: false,
    idempotencyKey: `key-${Date.now()}-${sequence}`,
    ...extra,
  };
}

export async function startSimulator(
  options: Partial<CardProviderSimulatorOptions> = {},
): Promise<{ simulator: CardProviderSimulator; client: HttpCardProviderClient }> {
  const simulator = new CardProviderSimulator({
    apiKey: API_KEY,
    merchantAccount: MERCHANT,
    hmacKeyHex: HMAC_KEY,
    webhookRetryDelaysMs: [20],
    ...options,
  });
  const url = await simulator.start();
  return {
    simulator,
    client: new HttpCardProviderClient({ baseUrl: url, apiKey: API_KEY, merchantAccount: MERCHANT }),
  };
}

/** A bare merchant endpoint that records what the simulator sends and answers [accepted]. */
export async function startWebhookReceiver(): Promise<{
  url: string;
  received: NotificationEnvelope[];
  close(): Promise<void>;
}> {
  const received: NotificationEnvelope[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as NotificationEnvelope);
      response.end('[accepted]');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
