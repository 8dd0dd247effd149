import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { QuoteRevisionView } from '@contracts/batch/arrival';
import type { PaymentMethodsResponse } from '@contracts/batch/checkout';
import { errorKey } from '@shared/i18n/error-key';
import { useNotify, useServices } from '../../../app/services';
import { useCommand } from '../../../commands/use-command';
import { formatMoney } from '../../batch-shared/format';
import { browserInfo, failureOf, outcomeOf, type PaymentOutcome } from '../payment-outcome';
import { returnUrlOf, useCardEntry } from '../use-card-entry';
import { PaymentTermsCheckbox } from '../payment-terms-checkbox';

/**
 * Pays the increase of a higher revision (a top-up) with the same card entry as the checkout (the
 * card fields page, or a real provider's own component); the authorisation accepts the revision. A
 * refused card is said here and the requester may try again; the 3-D Secure page returns to the
 * order page, which finishes the payment as after checkout.
 */
export function TopUpPayDialog(p: {
  detail: BatchDetail;
  revision: QuoteRevisionView;
  onClose: () => void;
  onChanged: (position?: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { checkout } = useServices();
  const notify = useNotify();
  const { busy, run } = useCommand();
  const [methods, setMethods] = useState<PaymentMethodsResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const has = (k: string) => i18n.exists(k);
  const { id } = p.detail;
  const revisionId = p.revision.id;
  // The order page finishes a 3-D Secure payment on its return, as after checkout.
  const returnUrl = returnUrlOf(p.detail);
  const done = (result: PaymentOutcome) => {
    if (result.kind === 'redirect') return window.location.assign(result.url);
    if (result.kind === 'error') return setRefusal(result.key);
    notify.info({ key: result.kind === 'success' ? 'order.revision.paid' : 'checkout.pending' });
    p.onClose();
    p.onChanged(result.kind === 'success' ? result.position : undefined);
  };
  const card = useCardEntry({
    methods,
    batchId: id,
    paidFor: { revision_id: revisionId },
    agreed,
    returnUrl,
    onOutcome: done,
    onChanged: p.onChanged,
  });

  useEffect(() => {
    checkout
      .paymentMethods(id, revisionId)
      .then(setMethods, (error: unknown) => setLoadError(errorKey(error, (k) => i18n.exists(k))));
  }, [checkout, id, revisionId, i18n]);

  async function pay() {
    if (!card.paymentMethod) return;
    setRefusal(null);
    // One key per click: a retry of a lost answer never charges twice.
    const key = crypto.randomUUID();
    const body = {
      payment_method: card.paymentMethod,
      return_url: returnUrl,
      browser_info: browserInfo(),
      risk_data: {},
      store_payment_method: false,
      agreed_to_terms: agreed,
      revision_id: revisionId,
    };
    const refused = (error: unknown) => {
      const outcome = failureOf(error, (e) => errorKey(e, has));
      if (outcome.kind === 'error') setRefusal(outcome.key);
      p.onChanged();
      return true;
    };
    const outcome = await run(() => checkout.pay(id, body, key), { handled: refused });
    if (outcome.ok) done(outcomeOf(outcome.value));
  }

  const money = (amount: number) => formatMoney(amount, 'HKD', i18n.language);
  return (
    <Dialog open onClose={p.onClose} maxWidth="sm" fullWidth data-testid="top-up-dialog">
      <DialogTitle>{t('order.revision.payTitle')}</DialogTitle>
      <DialogContent>
        {loadError && <Alert severity="error">{t(loadError)}</Alert>}
        {methods && (
          <>
            <Typography sx={{ mb: 1 }} data-testid="top-up-amount" data-amount={methods.amount.value}>
              {t('order.revision.payText', {
                amount: money(methods.amount.value),
                total: money(p.revision.charge_hkd),
              })}
            </Typography>
            {card.view}
            <PaymentTermsCheckbox checked={agreed} onChange={setAgreed} testId="top-up-terms" />
          </>
        )}
        {refusal && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="top-up-refusal">
            {t(refusal)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose} disabled={busy || card.busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!methods || !agreed || !card.valid || busy || card.busy}
          onClick={() => (card.provider ? card.submit() : void pay())}
          data-testid="top-up-pay"
        >
          {methods ? t('order.revision.payToAccept', { amount: money(methods.amount.value) }) : t('checkout.pay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
