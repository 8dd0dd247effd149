/** An SMS to send. `body` may hold a one-time code: adapters must never log it. */
export interface SmsMessage {
  to: string;
  body: string;
  /** The one-time code inside `body`: whatever keeps a copy of a sent SMS keeps it with this redacted. */
  secret?: string;
  purpose: 'otp';
  language: string;
}

/** The SMS provider port (DESIGN §8). Local default: the outbox_sms table the console lists. */
export abstract class SmsSender {
  abstract send(message: SmsMessage): Promise<void>;
}
