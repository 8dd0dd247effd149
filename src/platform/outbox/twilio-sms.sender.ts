import type { TwilioConfig } from '../config/sms.config';
import { SmsDeliveryError, SmsSender, type SmsMessage, type SmsReceipt } from './sms.port';

/** The sender takes its configuration as the environment gave it. */
export type TwilioSettings = TwilioConfig;

/**
 * Twilio's error codes whose message will go through if tried again: authentication (20003, once
 * the credentials are fixed), throttling (20429), Twilio's own failures (20500, 20503). Any other
 * 4xx (21211 invalid To, 21610 unsubscribed, 21614 not a mobile …) never will.
 */
const RETRYABLE_CODES = new Set([20003, 20429, 20500, 20503]);

/**
 * The real SMS adapter: Twilio's Programmable Messaging REST API, `POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded, HTTP Basic AccountSid:AuthToken.
 * Chosen because its REST API is public, documented and stable since 2010, it delivers to Hong
 * Kong, Macau and Taiwan mobiles, and its error codes say what went wrong. The body (it holds a
 * one-time code) is never logged or put in an error.
 */
export class TwilioSmsSender extends SmsSender {
  private readonly endpoint: string;
  private readonly authorization: string;

  constructor(private readonly settings: TwilioSettings) {
    super();
    this.endpoint = new URL(
      `/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
      settings.apiUrl,
    ).toString();
    this.authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  }

  async send(message: SmsMessage): Promise<SmsReceipt> {
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    if (this.settings.messagingServiceSid) form.set('MessagingServiceSid', this.settings.messagingServiceSid);
    else if (this.settings.from) form.set('From', this.settings.from);
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { authorization: this.authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      // A time-out may hide a message Twilio accepted: a retry can then deliver a second SMS (at least once).
      throw new SmsDeliveryError('network', `Twilio unreachable: ${(error as Error).name}`, true);
    }
    const answer = (await response.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
    if (response.ok && answer.sid) return { providerId: answer.sid };
    const code = answer.code ?? response.status;
    throw new SmsDeliveryError(
      String(code),
      `Twilio ${response.status} ${code}: ${answer.message ?? response.statusText}`,
      response.status >= 500 || RETRYABLE_CODES.has(code),
    );
  }
}
