import { createHmac } from 'node:crypto';
import {
  hasValidSignature,
  isHexKey,
  signingPayload,
  signNotification,
  type NotificationRequestItem,
} from './notification-signature';

const KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const item: NotificationRequestItem = {
  pspReference: '7914073381342284',
  merchantAccountCode: 'TestMerchant',
  merchantReference: 'TestPayment-1407325143704',
  amount: { value: 1130, currency: 'EUR' },
  eventCode: 'AUTHORISATION',
  success: 'true',
};

describe('notification signature', () => {
  it('signs the documented field concatenation, missing originalReference as empty', () => {
    expect(signingPayload(item)).toBe(
      '7914073381342284::TestMerchant:TestPayment-1407325143704:1130:EUR:AUTHORISATION:true',
    );
  });

  it('is HMAC-SHA256 with the hex-decoded key, base64', () => {
    const expected = createHmac('sha256', Buffer.from(KEY, 'hex')).update(signingPayload(item)).digest('base64');
    expect(signNotification(item, KEY)).toBe(expected);
  });

  it('accepts its own signature and refuses tampering, a wrong key and no signature', () => {
    const signed = { ...item, additionalData: { hmacSignature: signNotification(item, KEY) } };
    expect(hasValidSignature(signed, KEY)).toBe(true);
    expect(hasValidSignature({ ...signed, amount: { value: 1, currency: 'EUR' } }, KEY)).toBe(false);
    expect(hasValidSignature({ ...signed, success: 'false' }, KEY)).toBe(false);
    expect(hasValidSignature(signed, 'AA'.repeat(32))).toBe(false);
    expect(hasValidSignature(item, KEY)).toBe(false);
  });

  it('checks the key format', () => {
    expect(isHexKey(KEY)).toBe(true);
    expect(isHexKey('abc')).toBe(false);
    expect(isHexKey('zz')).toBe(false);
  });
});
