/**
 * Contract with the batch machine: the fee figures are its BatchFees shape. (Purity of machines/ is
 * checked from outside, in test/architecture, so this folder itself touches no file system.)
 */
import { validateFees } from '../batch/batch.fees';
import type { BatchFees } from '../batch/batch.types';
import { quoteFees, toFeeAmounts } from './index';

describe('pricing contracts', () => {
  it('produces fees the batch machine accepts as BatchFees', () => {
    const q = quoteFees({
      currency: 'USD',
      items: [{ price: { amount: 25000, currency: 'USD' }, quantity: 1 }],
      localShipping: 1000,
    });
    const fees: BatchFees = toFeeAmounts(q);
    expect(validateFees(fees)).toBeNull();
  });
});
