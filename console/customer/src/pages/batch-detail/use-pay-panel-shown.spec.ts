/**
 * @jest-environment jsdom
 */
import { renderHook } from '@testing-library/react';
import { usePayPanelShown } from './use-pay-panel-shown';

/** The statuses a live order page reads one after the other, and whether the Pay panel is up at each. */
function walk(steps: Array<[payable: boolean, status: string]>): boolean[] {
  const { result, rerender } = renderHook(({ payable, status }) => usePayPanelShown(payable, status), {
    initialProps: { payable: steps[0][0], status: steps[0][1] },
  });
  return steps.map(([payable, status]) => {
    rerender({ payable, status });
    return result.current;
  });
}

describe('the Pay panel on an order page', () => {
  it('stays up through `paying` once shown, so a refusal finds the terms and card still entered', () => {
    expect(
      walk([
        [true, 'requested_payment'],
        [false, 'paying'],
        [true, 'requested_payment'],
      ]),
    ).toEqual([true, true, true]);
  });

  it('goes once the order is paid, and is not opened by a `paying` order it was never shown for', () => {
    expect(
      walk([
        [true, 'confirmed'],
        [false, 'paying'],
        [false, 'payment_authorized'],
        [false, 'paying'],
      ]),
    ).toEqual([true, true, false, false]);
    expect(walk([[false, 'paying']])).toEqual([false]);
  });
});
