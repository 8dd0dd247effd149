/** Pricing engine: pure functions shared by the server, the /pricing calculator and the request form. */
export * from './pricing.errors';
export { ROUNDING_MODES, type RoundingMode } from './decimal';
export * from './money';
export * from './weight';
export * from './parcel-limits';
export * from './fx';
export * from './fee-rates';
export * from './fee-quote.types';
export * from './fee-quote';
export * from './local-shipping';
export * from './request-quote';
export * from './refund-estimate';
export * from './pricing-calculator';
export * from './precious-goods';
