import type { CardNotificationBody, NotificationRequestItem as ContractItem } from '@contracts/payments';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The provider's standard notification webhook (Adyen-style JSON). Field names and the
 * `"true"`/`"false"` strings are the provider's, kept verbatim because the signature covers them.
 * The wire types are in contracts/payments.ts (the body of POST /api/payments/webhooks).
 */
export type NotificationRequestItem = Readonly<ContractItem>;

export type NotificationEnvelope = CardNotificationBody;

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
