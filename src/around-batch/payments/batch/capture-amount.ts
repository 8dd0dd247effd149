// Moved to machines/batch/capture-amount.ts (pure money rule); kept so existing imports still work.
export { cancelReleaseFor, captureAmountFor } from '@machines/batch';
