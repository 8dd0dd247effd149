/**
 * A card provider running beside the app (the local simulator in development and tests), used
 * when no provider URL is configured. The composition root binds it (src/dev); payments only
 * needs where its API and its browser pages are.
 */
export abstract class LocalCardProvider {
  /** Base URL of its Checkout API, for the server's HTTP client. */
  abstract get url(): string;
  /** Base URL browsers use for its pages (card fields, challenge). */
  abstract get publicUrl(): string;
}

/** The provider's hosted secure card fields page, under its base URL (real provider and simulator alike). */
export const CARD_FIELDS_PATH = '/hpp/card-fields';
