import { declareConcern } from './env-variable';
import { type Env, readEnum, readPositiveNumber, readUrl } from './env-readers';

export const smsConcern = declareConcern({
  title: 'SMS',
  summary:
    'One-time codes go out through Twilio when it is configured, otherwise to the `outbox_sms` table (shown in the console). In production the app refuses to start without Twilio unless `SMS_SENDER=outbox` is chosen.',
  variables: {
    SMS_SENDER: {
      defaultText: '`twilio` when `TWILIO_ACCOUNT_SID` is set, else `outbox` (required choice in production)',
      description:
        '`twilio`: the Twilio adapter; `outbox`: the `outbox_sms` table, nothing reaches a phone; `twilio-simulator`: the local Twilio simulator in this process (never in production)',
    },
    TWILIO_API_URL: { default: 'https://api.twilio.com', description: "Twilio's REST API base URL" },
    TWILIO_ACCOUNT_SID: { defaultText: 'unset', description: 'Twilio Account SID (`AC…`), the Basic auth user' },
    TWILIO_AUTH_TOKEN: { defaultText: 'unset', description: 'Twilio Auth Token, the Basic auth password' },
    TWILIO_FROM: {
      defaultText: 'unset',
      description: 'Sender number (E.164) or alphanumeric sender id; this or `TWILIO_MESSAGING_SERVICE_SID`',
    },
    TWILIO_MESSAGING_SERVICE_SID: {
      defaultText: 'unset',
      description: 'Messaging Service SID (`MG…`) choosing the sender from its pool; wins over `TWILIO_FROM`',
    },
    SMS_TIMEOUT_MS: { default: 10_000, description: 'How long one request to the gateway may take' },
  },
});

const { names: v, variables: d } = smsConcern;

const SIMULATOR_SID = 'ACsimulator00000000000000000000000';

export interface TwilioConfig {
  /** API base, `https://api.twilio.com` (the local simulator's URL in development and tests). */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** Sender number (E.164) or alphanumeric sender id; unused when a messaging service is set. */
  from: string | undefined;
  /** A Messaging Service sid (`MG…`): Twilio picks the sender from its pool. */
  messagingServiceSid: string | undefined;
  timeoutMs: number;
}

export interface SmsConfig {
  /** `twilio-simulator`: the adapter talks to src/dev/sms-gateway-simulator started in this process. */
  smsSender: 'outbox' | 'twilio' | 'twilio-simulator';
  /** Set with `twilio` and `twilio-simulator` (the simulator's URL is known only once it listens). */
  twilio: TwilioConfig | undefined;
}

export function readSmsConfig(env: Env, production: boolean, problems: string[]): SmsConfig {
  const accountSid = env[v.TWILIO_ACCOUNT_SID] || undefined;
  const chosen = env[v.SMS_SENDER];
  if (production && !chosen && !accountSid)
    problems.push(
      'NODE_ENV=production needs an SMS gateway (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM) or SMS_SENDER=outbox chosen explicitly',
    );
  const smsSender = readEnum(
    env,
    v.SMS_SENDER,
    ['outbox', 'twilio', 'twilio-simulator'] as const,
    accountSid ? 'twilio' : 'outbox',
    problems,
  );
  const timeoutMs = readPositiveNumber(env, v.SMS_TIMEOUT_MS, d.SMS_TIMEOUT_MS.default, problems, true);
  const authToken = env[v.TWILIO_AUTH_TOKEN] || '';
  const from = env[v.TWILIO_FROM] || undefined;
  const messagingServiceSid = env[v.TWILIO_MESSAGING_SERVICE_SID] || undefined;
  const apiUrl = readUrl(env, v.TWILIO_API_URL, ['https:', 'http:'], problems) ?? d.TWILIO_API_URL.default;
  if (smsSender === 'outbox') return { smsSender, twilio: undefined };
  if (smsSender === 'twilio-simulator') {
    if (production) problems.push('SMS_SENDER=twilio-simulator is for development and tests, never production');
    const twilio = {
      apiUrl: '',
      accountSid: SIMULATOR_SID,
      authToken: 'simulator-auth-token',
      from: 'BNSConcierge',
      messagingServiceSid: undefined,
      timeoutMs,
    };
    return { smsSender, twilio };
  }
  if (!accountSid || !authToken) problems.push('SMS_SENDER=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
  if (!from && !messagingServiceSid)
    problems.push('SMS_SENDER=twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
  return {
    smsSender,
    twilio: { apiUrl, accountSid: accountSid ?? '', authToken, from, messagingServiceSid, timeoutMs },
  };
}
