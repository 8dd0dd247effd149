import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The provider's standard notification webhook (Adyen-style JSON). Field names and the
 * `"true"`/`"false"` strings are the provider's, kept verbatim because the signature covers them.
 */
export interface NotificationRequestItem {
  readonly pspReference: string;
  readonly originalReference?: string;
  readonly merchantAccountCode: string;
  readonly merchantReference: string;
  readonly amount: { readonly value: number; readonly currency: string };
  readonly eventCode: string;
  readonly success: 'true' | 'false';
  readonly eventDate?: string;
  readonly reason?: string;
  readonly paymentMethod?: string;
  readonly additionalData?: Readonly<Record<string, string>>;
}

export interface NotificationEnvelope {
  readonly live: 'true' | 'false';
  readonly notificationItems: readonly { readonly NotificationRequestItem: NotificationRequestItem }[];
}

/** The provider's documented field order; a missing field signs as the empty string. */
export function signingPayload(item: NotificationRequestItem): string {
  return [
    item.pspReference ?? '',
    item.originalReference ?? '',
    item.merchantAccountCode ?? '',
    item.merchantReference ?? '',
    item.amount?.value ?? '',
    item.amount?.currency ?? '',
    item.eventCode ?? '',
    item.success ?? '',
  ].join(':');
}

/** HMAC-SHA256 with the hex-encoded key, base64 encoded, as the provider computes it. */
export function signNotification(item: NotificationRequestItem, hmacKeyHex: string): string {
  return createHmac('sha256', Buffer.from(hmacKeyHex, 'hex')).update(signingPayload(item), 'utf8').digest('base64');
}

/** Constant-time comparison so a forger learns nothing from response timing. */
export function hasValidSignature(item: NotificationRequestItem, hmacKeyHex: string): boolean {
  const given = item.additionalData?.hmacSignature;
  if (typeof given !== 'string' || given.length === 0) return false;
  const expected = Buffer.from(signNotification(item, hmacKeyHex), 'base64');
  const actual = Buffer.from(given, 'base64');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function isHexKey(key: string): boolean {
  return key.length > 0 && key.length % 2 === 0 && /^[0-9a-fA-F]+$/.test(key);
}
