import type { DeclineReason } from '@machines/batch';
import type { CommandContext } from './command-context';

export interface ItemEdit {
  id: string;
  quantity?: number;
  weight?: number;
  price?: number;
  sellerShipping?: number;
  declined?: boolean;
}

/** The buyer's confirmation of prices and availability (spec §7 modify/{id}/items), priced by the handler. */
export class ModifyItemsCommand {
  constructor(
    readonly batchId: string,
    readonly data: {
      items: ItemEdit[];
      /** The form's seller shipping sum, checked against the items. */
      localShippingFee?: number;
      additionalFee?: number;
      remark?: string;
      finalFee: boolean;
      editDeclinedItems: boolean;
      declinedReason?: DeclineReason;
      waiveServiceFee?: boolean;
      confirmCouponUpdate: boolean;
    },
    readonly context: CommandContext,
  ) {}
}
