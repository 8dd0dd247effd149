import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorKey } from '@shared/i18n/error-key';
import { useNotify, useServices } from '../../app/services';
import { failureOf, outcomeOf, type PaymentOutcome } from './payment-outcome';
import { handOverRefusal, takeWaitingRefusal } from './payment-return-refusal';

/** How long a refusal waits for the pay panel before it is said in a red notice (the order was not payable again). */
const PANEL_WAIT_MS = 5_000;

/**
 * Applies a payment outcome: green success, processing notice, a redirect to the challenge page, or
 * the card error: at the Pay button when the panel shows it (`onRefused`), else in a red notice.
 */
export function usePaymentOutcome(onChanged: (position?: string) => void, onRefused?: (key: string) => void) {
  const notify = useNotify();
  return (outcome: PaymentOutcome) => {
    if (outcome.kind === 'redirect') return window.location.assign(outcome.url);
    if (outcome.kind === 'success') notify.info({ key: 'checkout.success' });
    // Not paid yet: the provider's webhook settles it and the batch's live update shows the result.
    else if (outcome.kind === 'pending') notify.info({ key: 'checkout.pending' });
    else if (onRefused) onRefused(outcome.key);
    else notify.error({ key: outcome.key });
    // After a refusal the batch is payable again; either way the page shows the server's state.
    onChanged(outcome.kind === 'success' ? outcome.position : undefined);
  };
}

/**
 * Says a card refusal under the order's Pay button. The panel that sent the payment may be gone by
 * then (the order was `paying` while the provider answered, so the page showed no panel), and the one
 * that replaces it must still say it: the refusal waits for the order's next panel, and is said in a
 * red notice only when none comes (the order was not payable again).
 */
export function useRefusalHandOver(batchId: string | undefined): (key: string) => void {
  const notify = useNotify();
  return (key) => {
    if (!batchId) return;
    handOverRefusal(batchId, key);
    window.setTimeout(() => {
      const unshown = takeWaitingRefusal(batchId);
      if (unshown) notify.error({ key: unshown });
    }, PANEL_WAIT_MS);
  };
}

/**
 * Back from the provider's challenge page with ?redirectResult=…: finish the payment once
 * (POST …/details), then drop the parameter so a reload does not send it again.
 */
export function usePaymentReturn(batchId: string | undefined, onChanged: (position?: string) => void) {
  const { checkout } = useServices();
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  // A refusal is said under Pay (the panel's error slot), as when the card is refused at once.
  const apply = usePaymentOutcome(onChanged, useRefusalHandOver(batchId));
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
