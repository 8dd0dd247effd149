/** The Socket.IO room of one batch: `batch:watch` joins it, `batch:changed` is pushed to it. */
export const batchRoom = (batchId: string): string => `batch:${batchId}`;
