import type { CardEntry } from '@contracts/batch/checkout';
import { declareConcern } from './env-variable';
import { type Env, readEnum, readList, readPort, readUrl } from './env-readers';

/**
 * The provider's environments: `test`, and its live regions (a Hong Kong merchant's live account may be
 * on `live-apse`). Each selects the component's hosts (`checkoutshopper-<environment>.adyen.com`).
 */
export const PAYMENT_ENVIRONMENTS = ['test', 'live', 'live-apse', 'live-us', 'live-au', 'live-in', 'live-nea'] as const;
export type PaymentEnvironment = (typeof PAYMENT_ENVIRONMENTS)[number];

// Development-only default of the simulator (as in src/around-batch/payments/payments.options.ts): in
// production the real provider's values are required instead.
const DEV_PAYMENT_HMAC_KEY = '6c6f63616c2d73696d756c61746f722d686d61632d6b65792d6e6f742d7365637265742d2d2d2d2d2d2d2d';

export const paymentsConcern = declareConcern({
  title: 'Card payments',
  summary:
    'The card provider (src/around-batch/payments). Without a provider URL the in-process simulator answers, with its own test cards.',
  variables: {
    PAYMENT_PROVIDER_URL: {
      defaultText: 'unset: the in-process card provider simulator',
      description: "The card provider's Checkout API base URL; required in production",
    },
    PAYMENT_API_KEY: { default: 'simulator-api-key', description: 'Provider API key; required in production' },
    PAYMENT_MERCHANT_ACCOUNT: {
      default: 'ConciergeHK_Simulator',
      description: 'Provider merchant account; required in production',
    },
    PAYMENT_HMAC_KEY: {
      defaultText: "the simulator's key",
      description: 'Hex HMAC key the provider signs webhooks with; required in production',
    },
    PAYMENT_CLIENT_KEY: {
      default: 'test_SIMULATORCLIENTKEY',
      description: 'Browser client key of the card fields; required in production',
    },
    PAYMENT_ENVIRONMENT: {
      defaultText: '`test` (`live` in production)',
      description:
        "The provider's environment: `test`, or a live region (`live`, `live-apse` for Asia Pacific South East, `live-us`, `live-au`, `live-in`, `live-nea`); a live one needs a provider URL",
    },
    PAYMENT_CARD_ENTRY: {
      defaultText: '`provider_component` with PAYMENT_PROVIDER_URL, else `simulator_page`',
      description:
        "How the pay dialog takes the card: the provider's own web component (`provider_component`) or the card fields page (`simulator_page`)",
    },
    PAYMENT_CARD_FIELDS_URL: {
      defaultText: "the provider's `/hpp/card-fields`",
      description: "The provider's secure card fields page loaded in the pay dialog",
    },
    PAYMENT_SIMULATOR_PORT: {
      defaultText: 'any free port',
      description: 'Where the simulator listens (fixed to publish it from a container)',
    },
    PAYMENT_SIMULATOR_HOST: {
      default: '127.0.0.1',
      description: "The simulator's listening address (`0.0.0.0` in a container)",
    },
    PAYMENT_SIMULATOR_PUBLIC_URL: {
      defaultText: 'unset (its listening address)',
      description: "Base URL browsers use for the simulator's pages",
    },
    PAYMENT_CHECKOUT_TIMEOUT_SECONDS: {
      default: 900,
      description: 'After this an abandoned 3-D Secure challenge no longer blocks paying again',
    },
    PAYMENT_ACCEPTED_BRANDS: {
      default: 'visa,mc',
      description: "Card brands taken, comma-separated (the payment terms' reading; `jcb` and `amex` may be added)",
    },
    PAYMENT_REFUSED_FUNDING: {
      default: 'DEBIT',
      description: "Card funding sources refused before paying, from the provider's card details (`none` takes all)",
    },
  },
});

const { names: v, variables: d } = paymentsConcern;

export interface PaymentsConfig {
  providerUrl: string | undefined;
  apiKey: string;
  merchantAccount: string;
  /** Hex HMAC key the provider signs notifications with. */
  hmacKey: string;
  clientKey: string;
  environment: PaymentEnvironment;
  /** The provider's own web component in the pay dialog, or the (simulator's) card fields page. */
  cardEntry: CardEntry;
  /** The provider's secure card fields page; unset with the simulator = the simulator's own page. */
  cardFieldsUrl: string | undefined;
  /** Fixed simulator port (0 = any free one), e.g. to publish it from a container. */
  simulatorPort: number;
  /** Simulator listening address (default 127.0.0.1; 0.0.0.0 in a container). */
  simulatorHost: string;
  /** Base URL browsers use for the simulator's pages, when not its listening address. */
  simulatorPublicUrl: string | undefined;
  /** A checkout left unanswered this long (abandoned card challenge) no longer blocks paying again. */
  checkoutTimeoutSeconds: number;
  /** Card brands accepted (PAYMENT_ACCEPTED_BRANDS, comma-separated; default the payment terms' visa,mc). */
  acceptedBrands: string[];
  /** Card funding sources refused before paying (PAYMENT_REFUSED_FUNDING, e.g. DEBIT; default DEBIT; `none` = none). */
  refusedFunding: string[];
}

export function readPayments(env: Env, production: boolean, problems: string[]): PaymentsConfig {
  const providerUrl = readUrl(env, v.PAYMENT_PROVIDER_URL, ['https:', 'http:'], problems);
  const environment = readEnum(
    env,
    v.PAYMENT_ENVIRONMENT,
    PAYMENT_ENVIRONMENTS,
    production ? 'live' : 'test',
    problems,
  );
  if (production) {
    if (!providerUrl)
      problems.push(
        'NODE_ENV=production needs PAYMENT_PROVIDER_URL (the card provider simulator is for development and tests)',
      );
    for (const key of [v.PAYMENT_API_KEY, v.PAYMENT_MERCHANT_ACCOUNT, v.PAYMENT_HMAC_KEY, v.PAYMENT_CLIENT_KEY]) {
      if (!env[key]) problems.push(`NODE_ENV=production needs ${key}`);
    }
  }
  const hmacKey = env[v.PAYMENT_HMAC_KEY] || DEV_PAYMENT_HMAC_KEY;
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hmacKey)) problems.push('PAYMENT_HMAC_KEY must be an even-length hex string');
  const timeout = Number(env[v.PAYMENT_CHECKOUT_TIMEOUT_SECONDS] || d.PAYMENT_CHECKOUT_TIMEOUT_SECONDS.default);
  if (!Number.isInteger(timeout) || timeout <= 0)
    problems.push('PAYMENT_CHECKOUT_TIMEOUT_SECONDS must be a positive whole number of seconds');
  return {
    providerUrl,
    apiKey: env[v.PAYMENT_API_KEY] || d.PAYMENT_API_KEY.default,
    merchantAccount: env[v.PAYMENT_MERCHANT_ACCOUNT] || d.PAYMENT_MERCHANT_ACCOUNT.default,
    hmacKey,
    clientKey: env[v.PAYMENT_CLIENT_KEY] || d.PAYMENT_CLIENT_KEY.default,
    environment,
    // A real provider has no card fields page: its web component takes the card.
    cardEntry: readEnum(
      env,
      v.PAYMENT_CARD_ENTRY,
      ['provider_component', 'simulator_page'] as const,
      providerUrl ? 'provider_component' : 'simulator_page',
      problems,
    ),
    cardFieldsUrl: readUrl(env, v.PAYMENT_CARD_FIELDS_URL, ['https:', 'http:'], problems),
    simulatorPort: readPort(env, v.PAYMENT_SIMULATOR_PORT, 0, problems),
    simulatorHost: env[v.PAYMENT_SIMULATOR_HOST] || d.PAYMENT_SIMULATOR_HOST.default,
    simulatorPublicUrl: readUrl(env, v.PAYMENT_SIMULATOR_PUBLIC_URL, ['https:', 'http:'], problems),
    checkoutTimeoutSeconds: timeout,
    acceptedBrands: readList(
      env,
      v.PAYMENT_ACCEPTED_BRANDS,
      d.PAYMENT_ACCEPTED_BRANDS.default,
      ['visa', 'mc', 'jcb', 'amex'],
      problems,
    ),
    refusedFunding: readList(
      env,
      v.PAYMENT_REFUSED_FUNDING,
      d.PAYMENT_REFUSED_FUNDING.default,
      ['CREDIT', 'DEBIT', 'PREPAID', 'NONE'],
      problems,
    )
      .map((f) => f.toUpperCase())
      .filter((f) => f !== 'NONE'),
  };
}
