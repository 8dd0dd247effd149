import type { Decide } from './decide.types';
import { requireText } from './validate';

/** Internal note (spec §3 buyer_remark); never shown to the requester. */
export const decideAddBuyerRemark: Decide<'AddBuyerRemark'> = (cmd) => {
  const err = requireText(cmd.data.remark, 'remark');
  if (err) return err;
  return [{ type: 'BuyerRemarkAdded', data: { remark: cmd.data.remark } }];
};
