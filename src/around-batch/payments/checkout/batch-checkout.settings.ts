export const CHECKOUT_SETTINGS = Symbol('CHECKOUT_SETTINGS');

export interface CheckoutSettings {
  /** The provider's secure card fields page; undefined = the simulator's. */
  readonly cardFieldsUrl?: string;
  /** After this long an unanswered checkout (abandoned challenge) no longer blocks a new one. */
  readonly checkoutTimeoutMs: number;
}
