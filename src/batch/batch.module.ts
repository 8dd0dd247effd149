import { Module } from '@nestjs/common';
import { RobotFailuresRepository } from '../around-batch/robot/robot-failures.repository';
import { AssignmentModule } from '../around-batch/assignment/assignment.module';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionsModule } from '../platform/projections/projections.module';
import { BatchAdminController } from './http/batch-admin.controller';
import { BatchNumbers } from './write/batch-numbers';
import { BatchOrdersController } from './http/batch-orders.controller';
import { BatchQueriesController } from './http/batch-queries.controller';
import { BatchRequestsController } from './http/batch-requests.controller';
import { AcceptRequestHandler } from './write/accept-request.handler';
import { AddBuyerRemarkHandler } from './write/add-buyer-remark.handler';
import { AssignBuyerHandler } from './write/assign-buyer.handler';
import { BatchStateReader } from './write/batch-state.reader';
import { CloneRequestHandler } from './write/clone-request.handler';
import { CombineRequestsHandler } from './write/combine-requests.handler';
import { ConfirmRequestHandler } from './write/confirm-request.handler';
import { DeclineItemsHandler } from './write/decline-items.handler';
import { ModifyItemsHandler } from './write/modify-items.handler';
import { UpdateWarehouseHandler } from './write/update-warehouse.handler';
import { BatchCommandExecutor } from './write/batch-command.executor';
import { CancelRequestHandler } from './write/cancel-request.handler';
import { CreateRequestHandler } from './write/create-request.handler';
import { DeclineRequestHandler } from './write/decline-request.handler';
import { AuditTimelineQuery } from './read/audit-timeline/audit-timeline.query';
import { BatchDetailQuery } from './read/batch-detail/batch-detail.query';
import { BatchListQuery } from './read/batch-list/batch-list.query';
import { CombinableRequestsQuery } from './read/batch-list/combinable-requests.query';
import { PartiesQuery } from './read/parties.query';
import { ReadYourWrites } from './read/read-your-writes';
import { RequestFeeEstimator } from './pricing/request-fee-estimator';
import { batchOptionsProvider } from './write/batch-options.provider';
import { CancelPaymentHandler } from './write/cancel-payment.handler';
import { CancelPurchaseHandler } from './write/cancel-purchase.handler';
import { CompletePurchaseHandler } from './write/complete-purchase.handler';
import { ConfirmReceiptHandler } from './write/confirm-receipt.handler';
import { DeleteProofHandler } from './write/delete-proof.handler';
import { PurchaseItemsHandler } from './write/purchase-items.handler';
import { RefundItemsHandler } from './write/refund-items.handler';
import { SendTrackingHandler } from './write/send-tracking.handler';
import { UpdateOrderStatusHandler } from './write/update-order-status.handler';
import { UploadProofHandler } from './write/upload-proof.handler';
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
// Automatic buyer assignment moved to src/around-batch/assignment (AssignmentModule).
export class BatchesModule {}
