/** An SMS to send. `body` may hold a one-time code: adapters must never log it. */
export interface SmsMessage {
  to: string;
  body: string;
  /** The one-time code inside `body`: whatever keeps a copy of a sent SMS keeps it with this redacted. */
  secret?: string;
  /** `otp`: a one-time code; `notification`: a notice the requester should not miss (src/people/notifications). */
  purpose: 'otp' | 'notification';
  language: string;
}

/** What the gateway answered for an accepted message. */
export interface SmsReceipt {
  /** The gateway's id of the message (Twilio's `SM…` sid); the outbox has none. */
  providerId?: string;
}

/**
 * The gateway refused or could not be reached. `retryable`: the same message may succeed later
 * (throttling, outage, bad credentials being fixed); otherwise it never will (an invalid number).
 */
export class SmsDeliveryError extends Error {
  constructor(
    /** The gateway's error code (Twilio's numeric code as text) or `network`. */
    readonly code: string,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/**
 * The SMS provider port (DESIGN §8). Local default: the outbox_sms table the console lists; Twilio
 * (twilio-sms.sender.ts) when configured. `send` throws SmsDeliveryError when the gateway refuses.
 */
export abstract class SmsSender {
  abstract send(message: SmsMessage): Promise<SmsReceipt>;
}
