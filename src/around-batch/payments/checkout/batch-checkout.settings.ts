import type { CardEntry } from '@contracts/batch/checkout';

export const CHECKOUT_SETTINGS = Symbol('CHECKOUT_SETTINGS');

export interface CheckoutSettings {
  /** The provider's own web component or the card fields page; undefined = the page. */
  readonly cardEntry?: CardEntry;
  /** The provider's secure card fields page; undefined = the simulator's. */
  readonly cardFieldsUrl?: string;
  /** After this long an unanswered checkout (abandoned challenge) no longer blocks a new one. */
  readonly checkoutTimeoutMs: number;
}
