import type { BatchDetail } from '@contracts/batch/batch-detail';
import { progressStep } from './steps-bar';

const detail = (step: number, batch: Partial<BatchDetail['batch']>): BatchDetail =>
  ({ step, status: 'refunded', batch: { items: [], payments: null, ...batch } }) as unknown as BatchDetail;

describe('progressStep', () => {
  it('given an unpaid side status, when shown, then it keeps the status table step', () => {
    expect(progressStep(detail(2, {}))).toBe(2);
  });
  it('given a paid order partly refunded, when shown, then it stays at the purchase step', () => {
    expect(
      progressStep(
        detail(2, { payments: { authorised: 1000, captured: 800, refunded: 100, canceledAuthorisation: 200 } }),
      ),
    ).toBe(4);
  });
  it('given items with tracking numbers, when shown, then it stays at the shipping step', () => {
    const items = [{ trackingNumber: 'TRK123456' }] as unknown as BatchDetail['batch']['items'];
    expect(
      progressStep(
        detail(2, { payments: { authorised: 1000, captured: 800, refunded: 100, canceledAuthorisation: 200 }, items }),
      ),
    ).toBe(5);
  });
});
