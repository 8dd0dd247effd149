import { intentFor } from './notification-intent';
import type { StoredPaymentNotification } from './payment-notification';

const n = (fields: Partial<StoredPaymentNotification>): StoredPaymentNotification => ({
  id: 'n-1',
  pspReference: 'PSP1',
  originalReference: null,
  paymentPspReference: 'PSP1',
  merchantAccount: 'M',
  merchantReference: 'B0001',
  eventCode: 'AUTHORISATION',
  success: true,
  amount: { value: 12_300, currency: 'HKD' },
  reason: null,
  cardSummary: null,
  eventDate: null,
  status: 'pending',
  receivedAt: '2026-11-23T00:00:00.000Z',
  ...fields,
});

describe('intentFor', () => {
  it('AUTHORISATION success → RecordPaymentAuthorisation keyed by the notification id', () => {
    expect(intentFor(n({}))).toEqual({
      kind: 'command',
      batchNumber: 'B0001',
      attemptId: null,
      commandId: 'n-1',
      command: {
        type: 'RecordPaymentAuthorisation',
        data: { amount: { amount: 12_300, currency: 'HKD' }, pspReference: 'PSP1' },
      },
    });
  });

  it("AUTHORISATION success carries the card's last four (additionalData.cardSummary) when sent", () => {
    expect(intentFor(n({ cardSummary: '1111' }))).toMatchObject({
      command: { data: { pspReference: 'PSP1', cardSummary: '1111' } },
    });
  });

  it.each([
    ['CVC Declined', 'PAYMENT_INPUT_ERROR', 'Input Error. Please Check Your Credit Card Information'],
    ['Not supported', 'PAYMENT_INPUT_ERROR', 'Input Error. Please Check Your Credit Card Information'],
    ['Not enough balance', 'PAYMENT_FAILED', 'payment Failed. Please Check Your Credit Card Information'],
    [null, 'PAYMENT_FAILED', 'payment Failed. Please Check Your Credit Card Information'],
  ])('AUTHORISATION failure (%s) → RecordPaymentFailure %s', (reason, code, message) => {
    expect(intentFor(n({ success: false, reason }))).toMatchObject({
      kind: 'command',
      command: { type: 'RecordPaymentFailure', data: { code, message } },
    });
  });

  it('reads the pay attempt from our merchant reference', () => {
    expect(intentFor(n({ merchantReference: 'B0001:7d2c1c8e-0000-4000-8000-000000000001' }))).toMatchObject({
      kind: 'command',
      batchNumber: 'B0001',
      attemptId: '7d2c1c8e-0000-4000-8000-000000000001',
    });
  });
  it('an authorisation in a currency the batch does not know is an alert, not a command', () => {
    expect(intentFor(n({ amount: { value: 1, currency: 'EUR' } }))).toMatchObject({
      kind: 'alert',
      code: 'PAYMENT_UNKNOWN_CURRENCY',
    });
  });

  it.each(['CAPTURE', 'CANCELLATION', 'REFUND'])('%s success confirms our own modification', (eventCode) => {
    expect(
      intentFor(
        n({ eventCode, pspReference: 'MOD1', originalReference: 'PSP1', amount: { value: 500, currency: 'HKD' } }),
      ),
    ).toEqual({ kind: 'confirmation', batchNumber: 'B0001', eventCode, pspReference: 'PSP1', amount: 500 });
  });

  it.each([
    ['CAPTURE', false, 'PAYMENT_CAPTURE_FAILED'],
    ['REFUND', false, 'PAYMENT_REFUND_FAILED'],
    ['CAPTURE_FAILED', true, 'PAYMENT_CAPTURE_FAILED'],
    ['REFUNDED_REVERSED', true, 'PAYMENT_REFUNDED_REVERSED'],
  ])('%s (success=%s) raises %s for staff', (eventCode, success, code) => {
    expect(intentFor(n({ eventCode, success, reason: 'Insufficient balance' }))).toMatchObject({
      kind: 'alert',
      code,
      reason: 'Insufficient balance',
    });
  });

  it('ignores events with no effect on a batch', () => {
    expect(intentFor(n({ eventCode: 'REPORT_AVAILABLE' })).kind).toBe('ignore');
  });
});
