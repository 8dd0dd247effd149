import { useEffect, useState } from 'react';
import type { CardPaymentMethod } from '@contracts/batch/checkout';

export interface CardFieldsState {
  valid: boolean;
  brand: string | null;
  paymentMethod: CardPaymentMethod | null;
}

interface CardFieldsMessage extends CardFieldsState {
  source: 'card-fields';
}

const isCardFieldsMessage = (data: unknown): data is CardFieldsMessage =>
  typeof data === 'object' && data !== null && (data as { source?: unknown }).source === 'card-fields';

/** The iframe's address: the provider page told which origin may receive the card data. */
export function cardFieldsSrc(url: string, origin: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}origin=${encodeURIComponent(origin)}`;
}

/** Listens to the secure card fields; messages from any other origin are ignored. */
export function useCardFields(url: string | undefined): CardFieldsState {
  const [state, setState] = useState<CardFieldsState>({ valid: false, brand: null, paymentMethod: null });
  useEffect(() => {
    if (!url) return;
    const expected = new URL(url, window.location.href).origin;
    const listener = (event: MessageEvent) => {
      if (event.origin !== expected || !isCardFieldsMessage(event.data)) return;
      setState({ valid: event.data.valid, brand: event.data.brand, paymentMethod: event.data.paymentMethod });
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [url]);
  return state;
}
