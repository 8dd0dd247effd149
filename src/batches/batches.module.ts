import { Module } from '@nestjs/common';
import { RobotFailuresRepository } from '../robot/robot-failures.repository';
import { AssignmentModule } from '../assignment/assignment.module';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionsModule } from '../projections/projections.module';
import { BatchAdminController } from './batch-admin.controller';
import { BatchNumbers } from './batch-numbers';
import { BatchOrdersController } from './batch-orders.controller';
import { BatchQueriesController } from './batch-queries.controller';
import { BatchRequestsController } from './batch-requests.controller';
import { AcceptRequestHandler } from './commands/accept-request.handler';
import { AddBuyerRemarkHandler } from './commands/add-buyer-remark.handler';
import { AssignBuyerHandler } from './commands/assign-buyer.handler';
import { BatchStateReader } from './commands/batch-state.reader';
import { CloneRequestHandler } from './commands/clone-request.handler';
import { CombineRequestsHandler } from './commands/combine-requests.handler';
import { ConfirmRequestHandler } from './commands/confirm-request.handler';
import { DeclineItemsHandler } from './commands/decline-items.handler';
import { ModifyItemsHandler } from './commands/modify-items.handler';
import { UpdateWarehouseHandler } from './commands/update-warehouse.handler';
import { BatchCommandExecutor } from './commands/batch-command.executor';
import { CancelRequestHandler } from './commands/cancel-request.handler';
import { CreateRequestHandler } from './commands/create-request.handler';
import { DeclineRequestHandler } from './commands/decline-request.handler';
import { AuditTimelineQuery } from './queries/audit-timeline.query';
import { BatchDetailQuery } from './queries/batch-detail.query';
import { BatchListQuery } from './queries/batch-list.query';
import { CombinableRequestsQuery } from './queries/combinable-requests.query';
import { PartiesQuery } from './queries/parties.query';
import { ReadYourWrites } from './read-your-writes';
import { RequestFeeEstimator } from './pricing/request-fee-estimator';
import { batchOptionsProvider } from './batch-options.provider';
import { CancelPaymentHandler } from './commands/cancel-payment.handler';
import { CancelPurchaseHandler } from './commands/cancel-purchase.handler';
import { CompletePurchaseHandler } from './commands/complete-purchase.handler';
import { ConfirmReceiptHandler } from './commands/confirm-receipt.handler';
import { DeleteProofHandler } from './commands/delete-proof.handler';
import { PurchaseItemsHandler } from './commands/purchase-items.handler';
import { RefundItemsHandler } from './commands/refund-items.handler';
import { SendTrackingHandler } from './commands/send-tracking.handler';
import { UpdateOrderStatusHandler } from './commands/update-order-status.handler';
import { UploadProofHandler } from './commands/upload-proof.handler';
import { CaptureNow } from './orders/capture-now';
import { CapturePaymentAction } from './orders/capture-payment.action';
import { TrackingCheck } from './orders/tracking-check';
import { TrackingNumbersQuery } from './orders/tracking-numbers.query';

const COMMAND_HANDLERS = [
  CreateRequestHandler,
  AcceptRequestHandler,
  DeclineRequestHandler,
  CancelRequestHandler,
  AssignBuyerHandler,
  ModifyItemsHandler,
  DeclineItemsHandler,
  ConfirmRequestHandler,
  UpdateWarehouseHandler,
  AddBuyerRemarkHandler,
  CloneRequestHandler,
  CombineRequestsHandler,
  PurchaseItemsHandler,
  CancelPurchaseHandler,
  CompletePurchaseHandler,
  SendTrackingHandler,
  UpdateOrderStatusHandler,
  ConfirmReceiptHandler,
  CancelPaymentHandler,
  RefundItemsHandler,
  UploadProofHandler,
  DeleteProofHandler,
];

/** The batch API: commands through the CommandBus onto the event store, queries from the read models. */
@Module({
  imports: [CqrsModule.forRoot(), ProjectionsModule, AssignmentModule],
  controllers: [BatchRequestsController, BatchOrdersController, BatchQueriesController, BatchAdminController],
  providers: [
    // Read-only use of the robot's failure records in the batch detail (no module import: RobotModule depends on batches).
    RobotFailuresRepository,
    ...COMMAND_HANDLERS,
    BatchCommandExecutor,
    BatchNumbers,
    BatchListQuery,
    BatchDetailQuery,
    CombinableRequestsQuery,
    PartiesQuery,
    BatchStateReader,
    AuditTimelineQuery,
    ReadYourWrites,
    RequestFeeEstimator,
    batchOptionsProvider,
    TrackingNumbersQuery,
    TrackingCheck,
    CaptureNow,
    CapturePaymentAction,
  ],
  exports: [BatchStateReader],
})
// Automatic buyer assignment moved to src/assignment (AssignmentModule).
export class BatchesModule {}
