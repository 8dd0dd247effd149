/** The first columns of every table of a batch's items (the batch page, the history's point in time), in this order. */
export const ITEM_COLUMNS = [
  'admin.batches.fields.item',
  'admin.batches.fields.quantity',
  'admin.batches.fields.price',
  'admin.batches.fields.itemState',
] as const;
