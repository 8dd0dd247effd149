import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorKey } from '@shared/i18n/error-key';
import { useNotify, useServices } from '../../app/services';
import { usePaymentOutcome } from './pay-panel';
import { failureOf, outcomeOf } from './payment-outcome';
import { handOverRefusal, takeWaitingRefusal } from './payment-return-refusal';

/** How long a refusal waits for the pay panel before it is said in a red notice (the order was not payable again). */
const PANEL_WAIT_MS = 5_000;

/**
 * Back from the provider's challenge page with ?redirectResult=…: finish the payment once
 * (POST …/details), then drop the parameter so a reload does not send it again.
 */
export function usePaymentReturn(batchId: string | undefined, onChanged: (position?: string) => void) {
  const { checkout } = useServices();
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const notify = useNotify();
  // A refusal is said under Pay (the panel's error slot), as when the card is refused at once.
  const apply = usePaymentOutcome(onChanged, (key) => {
    if (!batchId) return;
    handOverRefusal(batchId, key);
    window.setTimeout(() => {
      const unshown = takeWaitingRefusal(batchId);
      if (unshown) notify.error({ key: unshown });
    }, PANEL_WAIT_MS);
  });
  const sent = useRef<string | null>(null);
  const redirectResult = params.get('redirectResult');
  useEffect(() => {
    if (!batchId || !redirectResult || sent.current === redirectResult) return;
    sent.current = redirectResult;
    setParams(
      (p) => {
        p.delete('redirectResult');
        return p;
      },
      { replace: true },
    );
    checkout.details(batchId, redirectResult).then(
      (result) => apply(outcomeOf(result)),
      (error: unknown) => apply(failureOf(error, (e) => errorKey(e, (k) => i18n.exists(k)))),
    );
    // apply/onChanged change every render; the redirect result is what must be handled once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [batchId, redirectResult, checkout]);
}
