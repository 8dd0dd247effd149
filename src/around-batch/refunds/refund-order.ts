// Moved to machines/batch/refund-quote.ts (pure money rule); kept so existing imports still work.
export { quoteRefund } from '@machines/batch';
export type { RefundQuote } from '@machines/batch';
