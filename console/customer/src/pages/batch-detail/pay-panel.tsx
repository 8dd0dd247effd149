import { useEffect, useState } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { PaymentMethodsResponse } from '@contracts/batch/checkout';
import { ApiClientError, NETWORK_ERROR_CODE } from '@shared/api/http-client';
import { errorKey } from '@shared/i18n/error-key';
import { useServices } from '../../app/services';
import { useCommand } from '../../commands/use-command';
import { CommandFailureAlert } from '../../commands/command-failure';
import { formatMoney } from '../batch-shared/format';
import { browserInfo, failureOf, outcomeOf } from './payment-outcome';
import { returnUrlOf, useCardEntry } from './use-card-entry';
import { PaymentTermsCheckbox } from './payment-terms-checkbox';
import { attachPayPanel } from './payment-return-refusal';
import { usePaymentOutcome, useRefusalHandOver } from './use-payment-return';

/** Pay (spec §4): agree to the terms and refund policy, enter the card in the provider's fields, pay in HKD. */
export function PayPanel({ detail, onChanged }: { detail: BatchDetail; onChanged: (position?: string) => void }) {
  const { t, i18n } = useTranslation();
  const { checkout } = useServices();
  const [methods, setMethods] = useState<PaymentMethodsResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const { busy, run, failure, fail } = useCommand();
  // A refusal shows under Pay at once (not behind the notifications), Pay enabled again, the card kept;
  // handed over, because this panel may have left the screen while the order was `paying`.
  const apply = usePaymentOutcome(onChanged, useRefusalHandOver(detail.id));
  // A real provider configured: its own card component instead of the card fields page.
  const card = useCardEntry({
    methods,
    batchId: detail.id,
    paidFor: detail.quote ? { quote_revision: detail.quote.revision } : {},
    agreed,
    returnUrl: returnUrlOf(detail),
    onOutcome: apply,
    onChanged,
    maxWidth: 480,
  });
  const has = (k: string) => i18n.exists(k);
  // The refusal after the challenge page's return shows here too.
  useEffect(() => attachPayPanel(detail.id, (key) => fail({ key })), [detail.id, fail]);

  useEffect(() => {
    checkout
      .paymentMethods(detail.id)
      .then(setMethods, (error: unknown) => setLoadError(errorKey(error, (k) => i18n.exists(k))));
  }, [checkout, detail.id, detail.revision, i18n]);

  async function pay() {
    if (!card.paymentMethod) return;
    // One key per click, resent on a retry, so a lost answer never charges twice.
    const key = crypto.randomUUID();
    const body = {
      payment_method: card.paymentMethod,
      return_url: returnUrlOf(detail),
      browser_info: browserInfo(),
      risk_data: {},
      store_payment_method: false,
      agreed_to_terms: agreed,
      // The quote the requester sees and accepted: a changed one is refused before any charge.
      ...(detail.quote ? { quote_revision: detail.quote.revision } : {}),
    };
    const send = async () => {
      try {
        return await checkout.pay(detail.id, body, key);
      } catch (error) {
        if (!(error instanceof ApiClientError && error.code === NETWORK_ERROR_CODE)) throw error;
        return checkout.pay(detail.id, body, key);
      }
    };
    // A refusal is an outcome of its own (the spec's card messages), not the generic red notice.
    const refused = (error: unknown) => {
      apply(failureOf(error, (e) => errorKey(e, has)));
      // The quote moved on: show the new figures (the confirm button asks again).
      if (
        error instanceof ApiClientError &&
        (error.code === 'QUOTE_CHANGED' || error.code === 'QUOTE_REVISION_REQUIRED')
      )
        onChanged();
      return true;
    };
    const outcome = await run(send, { handled: refused });
    if (outcome.ok) apply(outcomeOf(outcome.value));
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="pay-panel">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('checkout.title')}
      </Typography>
      {loadError && <Alert severity="error">{t(loadError)}</Alert>}
      {methods && (
        <>
          <Typography sx={{ mb: 1 }} data-testid="pay-amount">
            {t('checkout.amount', {
              amount: formatMoney(methods.amount.value, methods.amount.currency, i18n.language),
            })}
          </Typography>
          {card.view}
          <PaymentTermsCheckbox checked={agreed} onChange={setAgreed} testId="pay-terms" />
          <Box>
            <Button
              variant="contained"
              disabled={!agreed || !card.valid || busy || card.busy || detail.status === 'paying'}
              onClick={() => (card.provider ? card.submit() : void pay())}
              data-testid="pay-button"
            >
              {t('checkout.pay')}
            </Button>
            <CommandFailureAlert failure={failure} testId="pay-error" />
          </Box>
        </>
      )}
    </Paper>
  );
}
