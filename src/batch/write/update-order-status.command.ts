import type { OrderStatusUpdate } from '../http/dto/order-actions.dto';
import type { CommandContext } from './command-context';

export interface UpdateOrderStatusData {
  status: OrderStatusUpdate;
  items?: readonly { id: string; status?: OrderStatusUpdate }[];
  selectedItems?: readonly string[];
  purchaseSiteOrderId?: string;
}

export class UpdateOrderStatusCommand {
  constructor(
    readonly batchId: string,
    readonly data: UpdateOrderStatusData,
    readonly context: CommandContext,
  ) {}
}
