// The provider's web component and its styles: loaded only when the pay dialog mounts it (a chunk of
// its own, never part of the first load; test/bench/bundles.bench.ts measures the first load).
import { AdyenCheckout, Card, type CoreConfiguration } from '@adyen/adyen-web';
import '@adyen/adyen-web/styles/adyen.css';
import type { ComponentSubmitState, componentCallbacks } from './component-callbacks';

export interface AdyenCardOptions {
  clientKey: string;
  environment: string;
  amount: { currency: string; value: number };
  locale: string;
  brands?: string[];
  callbacks: ReturnType<typeof componentCallbacks>;
  onValid: (valid: boolean) => void;
  onError: (error: unknown) => void;
}

export interface MountedCard {
  submit(): void;
  unmount(): void;
}

/** AdyenCheckout (advanced flow: our server calls the provider) and its Card component, mounted in `node`. */
export async function mountAdyenCard(node: HTMLElement, options: AdyenCardOptions): Promise<MountedCard> {
  const checkout = await AdyenCheckout({
    clientKey: options.clientKey,
    environment: options.environment as CoreConfiguration['environment'],
    amount: options.amount,
    countryCode: 'HK',
    locale: options.locale,
    // The pay dialog's own button submits, after the terms are agreed.
    showPayButton: false,
    // A card's state.data always carries the card fields our callbacks read (the types are the SDK's general ones).
    onSubmit: (state, component, actions) =>
      void options.callbacks.onSubmit(state as unknown as ComponentSubmitState, component, actions),
    onAdditionalDetails: (state, component, actions) =>
      void options.callbacks.onAdditionalDetails(state, component, actions),
    onChange: (state) => options.onValid(state.isValid),
    onError: (error) => options.onError(error),
  });
  const card = new Card(checkout, { hasHolderName: true, holderNameRequired: true, brands: options.brands });
  card.mount(node);
  return { submit: () => card.submit(), unmount: () => card.unmount() };
}
