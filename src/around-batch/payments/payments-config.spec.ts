import { loadConfig } from '../../platform/config/app-config';
import { paymentsOptionsFrom } from './batch-payments.module';
import { paymentsOptionsProblems } from './payments.options';

const PROD = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u@h/db',
  SESSION_SECRET: 'x'.repeat(32),
  PERSONAL_DATA_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
  // Production also needs an SMS gateway or the outbox chosen explicitly (src/platform/config/sms.config.ts).
  SMS_SENDER: 'outbox',
};
const REAL = {
  PAYMENT_PROVIDER_URL: 'https://checkout-test.example.com',
  PAYMENT_API_KEY: 'api-key',
  PAYMENT_MERCHANT_ACCOUNT: 'ConciergeHK',
  PAYMENT_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  PAYMENT_CLIENT_KEY: 'live_CLIENT',
};

describe('payment configuration', () => {
  it('development and tests: no provider URL = the simulator, with its development defaults', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.payments).toMatchObject({
      providerUrl: undefined,
      environment: 'test',
      simulatorPort: 0,
      checkoutTimeoutSeconds: 900,
      cardEntry: 'simulator_page',
    });
    const options = paymentsOptionsFrom(config);
    expect(options.providerBaseUrl).toBeUndefined();
    expect(paymentsOptionsProblems(options)).toEqual([]);
  });

  it('production needs the real provider: URL, keys and account', () => {
    expect(() => loadConfig(PROD)).toThrow(
      /PAYMENT_PROVIDER_URL[\s\S]*PAYMENT_API_KEY[\s\S]*PAYMENT_MERCHANT_ACCOUNT[\s\S]*PAYMENT_HMAC_KEY[\s\S]*PAYMENT_CLIENT_KEY/,
    );
    const config = loadConfig({ ...PROD, ...REAL });
    expect(config.payments).toMatchObject({
      providerUrl: REAL.PAYMENT_PROVIDER_URL,
      environment: 'live',
      apiKey: 'api-key',
      cardEntry: 'provider_component',
    });
    expect(paymentsOptionsProblems(paymentsOptionsFrom(config))).toEqual([]);
  });

  it('card entry: the provider component with a provider URL unless the card fields page is chosen', () => {
    const url = { PAYMENT_PROVIDER_URL: 'http://127.0.0.1:9/' };
    expect(loadConfig(url).payments.cardEntry).toBe('provider_component');
    expect(loadConfig({ ...url, PAYMENT_CARD_ENTRY: 'simulator_page' }).payments.cardEntry).toBe('simulator_page');
  });

  it('refuses malformed values', () => {
    expect(() => loadConfig({ PAYMENT_HMAC_KEY: 'xyz' })).toThrow(/PAYMENT_HMAC_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER_URL: 'ftp://x' })).toThrow(/PAYMENT_PROVIDER_URL/);
    expect(() => loadConfig({ PAYMENT_ENVIRONMENT: 'prod' })).toThrow(/PAYMENT_ENVIRONMENT/);
    expect(() => loadConfig({ PAYMENT_CARD_ENTRY: 'iframe' })).toThrow(/PAYMENT_CARD_ENTRY/);
    expect(() => loadConfig({ PAYMENT_CHECKOUT_TIMEOUT_SECONDS: '0' })).toThrow(/PAYMENT_CHECKOUT_TIMEOUT_SECONDS/);
  });
});
