import { applicationPlan, prerequisiteOf } from './notification-order';
import type { StoredPaymentNotification } from './payment-notification';

let clock = 0;
const n = (eventCode: string, fields: Partial<StoredPaymentNotification> = {}): StoredPaymentNotification => {
  clock += 1;
  return {
    id: `${eventCode}-${clock}`,
    pspReference: `${eventCode}-${clock}`,
    originalReference: 'PSP1',
    paymentPspReference: 'PSP1',
    merchantAccount: 'M',
    merchantReference: 'B1',
    eventCode,
    success: true,
    amount: { value: 1, currency: 'HKD' },
    reason: null,
    cardSummary: null,
    eventDate: null,
    status: 'pending',
    receivedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, clock)).toISOString(),
    ...fields,
  };
};
const codes = (plan: StoredPaymentNotification[]) => plan.map((x) => x.eventCode);

describe('applicationPlan (out-of-order rule)', () => {
  it('applies in provider order whatever the arrival order', () => {
    expect(codes(applicationPlan([n('REFUND'), n('CAPTURE'), n('AUTHORISATION')]))).toEqual([
      'AUTHORISATION',
      'CAPTURE',
      'REFUND',
    ]);
  });

  it('keeps a capture waiting until an authorisation is applied', () => {
    expect(applicationPlan([n('CAPTURE'), n('CANCELLATION')])).toEqual([]);
  });

  it('releases waiting notifications once the authorisation was applied earlier', () => {
    expect(codes(applicationPlan([n('AUTHORISATION', { status: 'applied' }), n('CAPTURE')]))).toEqual(['CAPTURE']);
  });

  it('lets a refund wait for a successful capture, not a failed one', () => {
    expect(
      codes(
        applicationPlan([
          n('AUTHORISATION', { status: 'applied' }),
          n('CAPTURE', { success: false, status: 'applied' }),
          n('REFUND'),
        ]),
      ),
    ).toEqual([]);
  });

  it('never plans what is already applied', () => {
    expect(applicationPlan([n('AUTHORISATION', { status: 'applied' })])).toEqual([]);
  });

  it('names the prerequisites', () => {
    expect(prerequisiteOf('AUTHORISATION')).toBeNull();
    expect(prerequisiteOf('CANCELLATION')).toEqual({ eventCode: 'AUTHORISATION' });
    expect(prerequisiteOf('REFUND')).toEqual({ eventCode: 'CAPTURE', success: true });
    expect(prerequisiteOf('REPORT_AVAILABLE')).toBeNull();
  });
});
