import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PayBody, PaymentMethodsResponse } from '@contracts/batch/checkout';
import { ApiClientError } from '@shared/api/http-client';
import { unansweredKeys } from '@shared/api/send-once';
import { errorKey } from '@shared/i18n/error-key';
import { useServices } from '../../../app/services';
import { failureOf, type PaymentOutcome } from '../payment-outcome';
import { componentCallbacks, componentLocaleOf } from './component-callbacks';
import type { MountedCard } from './adyen-card';

/** What a pay body names as paid: the checkout's quote revision, or a higher revision's id (a top-up). */
export type PaidFor = Pick<PayBody, 'quote_revision' | 'revision_id'>;

export interface ProviderCardInput {
  methods: PaymentMethodsResponse | null;
  batchId: string;
  /** Read when the shopper pays, so a quote that moved on is the one sent. */
  paidFor: PaidFor;
  agreed: boolean;
  returnUrl: string;
  onOutcome: (outcome: PaymentOutcome) => void;
  onChanged: (position?: string) => void;
}

export interface ProviderCard {
  /** The configuration names the provider's own component (a real provider): the pay panel or top-up dialog mounts it. */
  active: boolean;
  valid: boolean;
  busy: boolean;
  submit: () => void;
  /** The component's place in the dialog, with its errors under it. */
  view: ReactNode;
}

/**
 * The provider's own card component in the checkout's pay panel and the top-up dialog. Its code is fetched when the dialog needs it
 * (a dynamic import); it is mounted with the configured client key and environment, the HKD amount,
 * Hong Kong and the shopper's language; paying goes through component-callbacks.ts.
 */
export function useProviderCard(input: ProviderCardInput): ProviderCard {
  const { t, i18n } = useTranslation();
  const { checkout } = useServices();
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [valid, setValid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef<MountedCard | null>(null);
  // The callbacks outlive renders (the component keeps them): they read the latest input.
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  const { methods, batchId } = input;
  const active = methods?.card_entry === 'provider_component';
  const locale = componentLocaleOf(i18n.language);

  useEffect(() => {
    if (!active || !methods || !node) return;
    let cancelled = false;
    const has = (k: string) => i18n.exists(k);
    const callbacks = componentCallbacks({
      path: `/api/batch/checkout/payments/${batchId}`,
      keys: unansweredKeys,
      payFields: () => ({
        return_url: latest.current.returnUrl,
        agreed_to_terms: latest.current.agreed,
        ...latest.current.paidFor,
      }),
      pay: (body, key) => checkout.pay(batchId, body, key),
      details: (redirectResult) => checkout.details(batchId, redirectResult),
      onOutcome: (outcome) => {
        setBusy(false);
        latest.current.onOutcome(outcome);
      },
      onFailure: (failure) => {
        setBusy(false);
        const outcome = failureOf(failure, (e) => errorKey(e, has));
        setError(outcome.kind === 'error' ? outcome.key : 'errors.generic');
        // A refusal leaves the batch payable again (a changed quote shows its new figures): show the server's state.
        if (failure instanceof ApiClientError) latest.current.onChanged();
      },
    });
    import('./adyen-card')
      .then(({ mountAdyenCard }) =>
        mountAdyenCard(node, {
          clientKey: methods.client_key,
          environment: methods.environment,
          amount: methods.amount,
          locale,
          brands: methods.paymentMethods.find((m) => m.type === 'scheme')?.brands,
          callbacks,
          onValid: setValid,
          onError: () => setError('checkout.componentFailed'),
        }),
      )
      .then(
        (card) => {
          if (cancelled) card.unmount();
          else mounted.current = card;
        },
        () => !cancelled && setError('checkout.componentFailed'),
      );
    return () => {
      cancelled = true;
      mounted.current?.unmount();
      mounted.current = null;
    };
    // Mounted again only when what the component was created with changes (not on every batch update).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, node, methods?.client_key, methods?.environment, methods?.amount.value, locale, batchId, checkout]);

  const submit = () => {
    if (!mounted.current) return;
    setError(null);
    setBusy(true);
    mounted.current.submit();
    // An invalid form is not sent: the component marks its fields and onSubmit never runs.
    if (!valid) setBusy(false);
  };

  const view = active ? (
    <Box sx={{ maxWidth: 480 }} data-testid="card-component">
      <div ref={setNode} />
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="card-component-error">
          {t(error)}
        </Alert>
      )}
    </Box>
  ) : null;
  return { active, valid, busy, submit, view };
}
