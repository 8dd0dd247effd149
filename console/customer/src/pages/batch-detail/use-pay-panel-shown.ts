import { useState } from 'react';

/**
 * Whether the order page shows the Pay panel: while the order is payable, and on through `paying`
 * once it was shown. The order is `paying` while the provider answers; a live update read then must
 * not unmount the panel that sent the payment, or the refusal that follows would find a new panel
 * with the terms unticked and the card fields empty (Pay disabled until both are entered again).
 */
export function usePayPanelShown(payable: boolean, status: string): boolean {
  const [shown, setShown] = useState(payable);
  // Kept from the previous render's status, adjusted while rendering (React's pattern for state
  // that follows a prop), so no render in between drops the panel.
  const next = payable || (shown && status === 'paying');
  if (next !== shown) setShown(next);
  return next;
}
