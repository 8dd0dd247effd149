import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { CardPaymentMethod } from '@contracts/batch/checkout';
import { cardFieldsSrc, useCardFields } from './use-card-fields';
import { useProviderCard, type ProviderCardInput } from './card-component/use-provider-card';

/** Where the provider's challenge page sends the shopper back (the detail page finishes the payment). */
export const returnUrlOf = (detail: Pick<BatchDetail, 'id'>) =>
  `${window.location.origin}/dashboard/requests/${detail.id}`;

export interface CardEntry {
  /** The provider's own component (a real provider configured): it sends the payment itself on `submit`. */
  provider: boolean;
  /** The card as entered is complete. */
  valid: boolean;
  /** The provider's component is paying. */
  busy: boolean;
  /** The card fields page's card data, for our own pay call (null with the provider's component). */
  paymentMethod: CardPaymentMethod | null;
  submit: () => void;
  /** Where the card is entered: the provider's component or the card fields page; null until the methods came. */
  view: ReactNode;
}

/**
 * How the card is entered, as the payment methods answer says (`card_entry`): the provider's own web
 * component, or the card fields page framed. The checkout's pay panel and the top-up dialog both
 * take the card here, so a real provider's configuration reaches every card payment alike.
 */
export function useCardEntry(input: ProviderCardInput & { maxWidth?: number }): CardEntry {
  const { t } = useTranslation();
  const card = useCardFields(input.methods?.card_fields_url);
  const provider = useProviderCard(input);
  const { methods } = input;
  const view = !methods
    ? null
    : (provider.view ?? (
        <Box
          component="iframe"
          src={cardFieldsSrc(methods.card_fields_url, window.location.origin)}
          title={t('checkout.cardFields')}
          data-testid="card-fields"
          sx={{
            width: '100%',
            maxWidth: input.maxWidth,
            height: 300,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'block',
          }}
        />
      ));
  return {
    provider: provider.active,
    valid: provider.active ? provider.valid : card.valid,
    busy: provider.busy,
    paymentMethod: provider.active ? null : card.paymentMethod,
    submit: provider.submit,
    view,
  };
}
