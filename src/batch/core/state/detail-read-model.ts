/**
 * The batch detail read model's table and projection name. They sit below the read side because the
 * write side checks tracking numbers against that table and features wait for that projection
 * (read-your-writes) without depending on the projection itself.
 */
export const BATCH_DETAIL_TABLE = 'rm_batch_detail';
export const BATCH_DETAIL_PROJECTION = 'batch-detail';
