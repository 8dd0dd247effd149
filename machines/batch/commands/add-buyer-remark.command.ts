import { type Command, type Decide, defineCommand } from './define-command';
import { requireText } from './validate';

export type AddBuyerRemark = Command<'AddBuyerRemark', { remark: string }>;

/** Internal note (spec §3 buyer_remark); never shown to the requester. */
const decide: Decide<AddBuyerRemark> = (cmd) => {
  const err = requireText(cmd.data.remark, 'remark');
  if (err) return err;
  return [{ type: 'BuyerRemarkAdded', data: { remark: cmd.data.remark } }];
};

export const addBuyerRemark = defineCommand<AddBuyerRemark>({
  type: 'AddBuyerRemark',
  emits: ['BuyerRemarkAdded'],
  grants: [{ roles: ['buyer', 'staff'] }],
  decide,
});
