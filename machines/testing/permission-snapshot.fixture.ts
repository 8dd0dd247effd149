/**
 * The permission table as it was before the command files (issue 12): taken from the hand-written
 * COMMAND_GRANTS by machines/testing/permission-table.ts. Do not regenerate it to make a spec pass:
 * a difference means who may do what, when, has changed. One deliberate change since (issue 17):
 * ConfirmReceipt is refused with BATCH_GOODS_NOT_IN_HONG_KONG (J) until the goods are in Hong Kong;
 * the rows were retaken then, checking that in the named (path/extra) states the only differences
 * were ConfirmReceipt cells going from + to J (the seeded walks took other steps from there on).
 * Rows: per sampled state, one string per
 * actor (in `actors` order), one letter per command (in `commands` order), letters in `legend`.
 */
export const PERMISSION_SNAPSHOT = {
  commands: [
    'CreateRequest',
    'SubmitRequest',
    'AssignBuyer',
    'AcceptRequest',
    'DeclineRequest',
    'ModifyItems',
    'DeclineItems',
    'RequestPayment',
    'ConfirmRequest',
    'StartCheckout',
    'RecordPaymentFailure',
    'RecordPaymentAuthorisation',
    'RecordPaymentSettlement',
    'CancelRequest',
    'CancelPayment',
    'SendToRobot',
    'RecordRobotFailure',
    'MarkManual',
    'PurchaseItems',
    'CancelPurchase',
    'CompletePurchase',
    'CapturePayment',
    'SendTracking',
    'UpdateOrderStatus',
    'ConfirmReceipt',
    'CompleteOrder',
    'RefundItems',
    'RequestRefund',
    'UpdateRefundRequest',
    'CompleteRefundRequest',
    'MarkOverdue',
    'AbandonItems',
    'CombineRequests',
    'MergeIntoRequest',
    'UpdateWarehouse',
    'AddBuyerRemark',
    'ToggleAutoWorkflow',
    'WaiveServiceFee',
    'ApplyCoupon',
    'RemoveCoupon',
    'UploadProof',
    'DeleteProof',
  ],
  actors: [
    'requester:req-1:r',
    'requester:req-2:r',
    'buyer:buy-1:b',
    'buyer:buy-2:b',
    'staff:staff-1:s',
    'auditor:aud-1:x',
    'system:scheduler:-',
    'requester:a-1:a',
  ],
  legend: {
    ok: '+',
    BATCH_NOT_FOUND: 'A',
    BATCH_NOT_AUTHORIZED: 'B',
    BATCH_ALREADY_EXISTS: 'C',
    BATCH_COMMAND_NOT_ALLOWED_IN_STATUS: 'D',
    BATCH_NOT_OWNER: 'E',
    BATCH_NOT_ASSIGNED_BUYER: 'F',
    BATCH_CANCEL_PAYMENT_DISABLED: 'G',
    BATCH_FEES_NOT_CONFIRMED: 'H',
    BATCH_NOT_REASSIGNABLE: 'I',
    BATCH_GOODS_NOT_IN_HONG_KONG: 'J',
  } as Record<string, string>,
  grantStatuses: {
    CreateRequest: { requester: ['none'] },
    SubmitRequest: { requester: ['new'] },
    AssignBuyer: {
      staff: ['accepted', 'assigned', 'confirmed', 'declined', 'modified', 'requested', 'requested_payment'],
      system: ['accepted', 'assigned', 'confirmed', 'declined', 'modified', 'requested', 'requested_payment'],
    },
    AcceptRequest: { buyer: ['assigned'] },
    DeclineRequest: {
      buyer: ['accepted', 'assigned', 'confirmed', 'modified', 'overdue', 'requested_payment'],
      staff: ['accepted', 'assigned', 'confirmed', 'modified', 'overdue', 'requested_payment'],
      system: ['overdue'],
    },
    ModifyItems: { buyer: ['accepted', 'confirmed', 'modified', 'requested_payment'] },
    DeclineItems: { buyer: ['accepted', 'confirmed', 'modified', 'requested_payment'] },
    RequestPayment: { buyer: ['accepted', 'modified'] },
    ConfirmRequest: { requester: ['modified', 'requested_payment'] },
    StartCheckout: { requester: ['confirmed', 'modified', 'requested_payment'] },
    RecordPaymentFailure: { system: ['paying'] },
    RecordPaymentAuthorisation: { system: ['paying'] },
    RecordPaymentSettlement: { system: ['paying'] },
    CancelRequest: {
      requester: [
        'accepted',
        'assigned',
        'confirmed',
        'declined',
        'modified',
        'new',
        'overdue',
        'requested',
        'requested_payment',
      ],
      staff: [
        'accepted',
        'assigned',
        'confirmed',
        'declined',
        'modified',
        'new',
        'overdue',
        'requested',
        'requested_payment',
      ],
    },
    CancelPayment: {
      requester: ['error', 'manual', 'paid', 'payment_authorized', 'payment_canceled', 'wait_for_auto_purchase'],
      staff: ['error', 'manual', 'paid', 'payment_authorized', 'payment_canceled', 'wait_for_auto_purchase'],
    },
    SendToRobot: {
      staff: ['error', 'manual', 'paid', 'payment_authorized', 'payment_canceled'],
      system: ['paid', 'payment_authorized'],
    },
    RecordRobotFailure: { system: ['wait_for_auto_purchase'] },
    MarkManual: {
      staff: ['error', 'paid', 'payment_authorized', 'payment_canceled', 'wait_for_auto_purchase'],
      system: ['error', 'paid', 'payment_authorized', 'payment_canceled', 'wait_for_auto_purchase'],
    },
    PurchaseItems: {
      buyer: ['error', 'manual', 'paid', 'partially_purchased', 'payment_authorized', 'payment_canceled'],
      staff: ['error', 'manual', 'paid', 'partially_purchased', 'payment_authorized', 'payment_canceled'],
      system: ['wait_for_auto_purchase'],
    },
    CancelPurchase: {
      buyer: [
        'error',
        'manual',
        'paid',
        'partially_purchased',
        'payment_authorized',
        'payment_canceled',
        'purchased',
        'wait_for_auto_purchase',
      ],
      staff: [
        'error',
        'manual',
        'paid',
        'partially_purchased',
        'payment_authorized',
        'payment_canceled',
        'purchased',
        'wait_for_auto_purchase',
      ],
    },
    CompletePurchase: {
      buyer: ['partially_purchased', 'purchased'],
      staff: ['partially_purchased', 'purchased'],
      system: ['partially_purchased', 'purchased'],
    },
    CapturePayment: { staff: ['purchase_completed', 'purchased_p'], system: ['purchase_completed', 'purchased_p'] },
    SendTracking: {
      buyer: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_received',
        'item_sent',
        'oversea_shipping',
        'payment_captured',
        'purchase_completed',
        'purchased_p',
        'refunded',
        'shipping',
      ],
      staff: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_received',
        'item_sent',
        'oversea_shipping',
        'payment_captured',
        'purchase_completed',
        'purchased_p',
        'refunded',
        'shipping',
      ],
    },
    UpdateOrderStatus: {
      buyer: [
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_sent',
        'oversea_shipping',
        'refunded',
        'shipping',
      ],
      staff: [
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_sent',
        'oversea_shipping',
        'refunded',
        'shipping',
      ],
      system: [
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_sent',
        'oversea_shipping',
        'refunded',
        'shipping',
      ],
    },
    ConfirmReceipt: {
      requester: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_received',
        'item_sent',
        'oversea_shipping',
        'refunded',
        'shipping',
      ],
      staff: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_received',
        'item_sent',
        'oversea_shipping',
        'refunded',
        'shipping',
      ],
      system: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_received',
        'item_sent',
        'oversea_shipping',
        'refunded',
        'shipping',
      ],
    },
    CompleteOrder: {
      requester: ['abandoned', 'item_received', 'received', 'refunded'],
      staff: ['abandoned', 'item_received', 'received', 'refunded'],
      system: ['abandoned', 'item_received', 'received', 'refunded'],
    },
    RefundItems: {
      staff: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_received',
        'item_sent',
        'oversea_shipping',
        'payment_captured',
        'purchase_completed',
        'purchased_p',
        'received',
        'refunded',
        'shipping',
      ],
      system: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_received',
        'item_sent',
        'oversea_shipping',
        'payment_captured',
        'purchase_completed',
        'purchased_p',
        'received',
        'refunded',
        'shipping',
      ],
    },
    RequestRefund: {
      buyer: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_received',
        'item_sent',
        'oversea_shipping',
        'payment_captured',
        'purchase_completed',
        'purchased_p',
        'received',
        'refunded',
        'shipping',
      ],
      staff: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_received',
        'item_sent',
        'oversea_shipping',
        'payment_captured',
        'purchase_completed',
        'purchased_p',
        'received',
        'refunded',
        'shipping',
      ],
    },
    UpdateRefundRequest: {
      buyer: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_received',
        'item_sent',
        'oversea_shipping',
        'payment_captured',
        'purchase_completed',
        'purchased_p',
        'received',
        'refunded',
        'shipping',
      ],
      staff: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_received',
        'item_sent',
        'oversea_shipping',
        'payment_captured',
        'purchase_completed',
        'purchased_p',
        'received',
        'refunded',
        'shipping',
      ],
    },
    CompleteRefundRequest: {
      buyer: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_received',
        'item_sent',
        'oversea_shipping',
        'payment_captured',
        'purchase_completed',
        'purchased_p',
        'received',
        'refunded',
        'shipping',
      ],
      staff: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_received',
        'item_sent',
        'oversea_shipping',
        'payment_captured',
        'purchase_completed',
        'purchased_p',
        'received',
        'refunded',
        'shipping',
      ],
    },
    MarkOverdue: { system: ['accepted', 'confirmed', 'modified', 'requested_payment'] },
    AbandonItems: {
      staff: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_received',
        'item_sent',
        'overdue',
        'oversea_shipping',
        'refunded',
        'shipping',
      ],
      system: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'item_received',
        'item_sent',
        'overdue',
        'oversea_shipping',
        'refunded',
        'shipping',
      ],
    },
    CombineRequests: { requester: ['assigned', 'new', 'requested'] },
    MergeIntoRequest: { requester: ['assigned', 'new', 'requested'] },
    UpdateWarehouse: {
      requester: ['assigned', 'new', 'requested'],
      buyer: [
        'accepted',
        'assigned',
        'confirmed',
        'error',
        'manual',
        'modified',
        'paid',
        'partially_purchased',
        'payment_authorized',
        'payment_canceled',
        'payment_captured',
        'purchase_completed',
        'purchased',
        'purchased_p',
        'requested_payment',
        'wait_for_auto_purchase',
      ],
      staff: [
        'accepted',
        'assigned',
        'confirmed',
        'error',
        'manual',
        'modified',
        'paid',
        'partially_purchased',
        'payment_authorized',
        'payment_canceled',
        'payment_captured',
        'purchase_completed',
        'purchased',
        'purchased_p',
        'requested_payment',
        'wait_for_auto_purchase',
      ],
    },
    AddBuyerRemark: {
      buyer: [
        'abandoned',
        'accepted',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'assigned',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'confirmed',
        'courier_delivery',
        'declined',
        'defer_shipped',
        'error',
        'item_received',
        'item_sent',
        'manual',
        'modified',
        'new',
        'overdue',
        'oversea_shipping',
        'paid',
        'partially_purchased',
        'paying',
        'payment_authorized',
        'payment_canceled',
        'payment_captured',
        'purchase_completed',
        'purchased',
        'purchased_p',
        'received',
        'refunded',
        'requested',
        'requested_payment',
        'shipping',
        'wait_for_auto_purchase',
      ],
      staff: [
        'abandoned',
        'accepted',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'assigned',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'confirmed',
        'courier_delivery',
        'declined',
        'defer_shipped',
        'error',
        'item_received',
        'item_sent',
        'manual',
        'modified',
        'new',
        'overdue',
        'oversea_shipping',
        'paid',
        'partially_purchased',
        'paying',
        'payment_authorized',
        'payment_canceled',
        'payment_captured',
        'purchase_completed',
        'purchased',
        'purchased_p',
        'received',
        'refunded',
        'requested',
        'requested_payment',
        'shipping',
        'wait_for_auto_purchase',
      ],
    },
    ToggleAutoWorkflow: {
      staff: [
        'abandoned',
        'accepted',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'assigned',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'confirmed',
        'courier_delivery',
        'declined',
        'defer_shipped',
        'error',
        'item_received',
        'item_sent',
        'manual',
        'modified',
        'new',
        'overdue',
        'oversea_shipping',
        'paid',
        'partially_purchased',
        'paying',
        'payment_authorized',
        'payment_canceled',
        'payment_captured',
        'purchase_completed',
        'purchased',
        'purchased_p',
        'received',
        'refunded',
        'requested',
        'requested_payment',
        'shipping',
        'wait_for_auto_purchase',
      ],
    },
    WaiveServiceFee: { buyer: ['accepted', 'confirmed', 'modified', 'requested_payment'] },
    ApplyCoupon: { requester: ['accepted', 'assigned', 'confirmed', 'modified', 'requested_payment'] },
    RemoveCoupon: { requester: ['accepted', 'assigned', 'confirmed', 'modified', 'requested_payment'] },
    UploadProof: {
      buyer: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'error',
        'item_received',
        'item_sent',
        'manual',
        'oversea_shipping',
        'paid',
        'partially_purchased',
        'payment_authorized',
        'payment_canceled',
        'payment_captured',
        'purchase_completed',
        'purchased',
        'purchased_p',
        'received',
        'refunded',
        'shipping',
        'wait_for_auto_purchase',
      ],
      staff: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'error',
        'item_received',
        'item_sent',
        'manual',
        'oversea_shipping',
        'paid',
        'partially_purchased',
        'payment_authorized',
        'payment_canceled',
        'payment_captured',
        'purchase_completed',
        'purchased',
        'purchased_p',
        'received',
        'refunded',
        'shipping',
        'wait_for_auto_purchase',
      ],
    },
    DeleteProof: {
      buyer: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'error',
        'item_received',
        'item_sent',
        'manual',
        'oversea_shipping',
        'paid',
        'partially_purchased',
        'payment_authorized',
        'payment_canceled',
        'payment_captured',
        'purchase_completed',
        'purchased',
        'purchased_p',
        'received',
        'refunded',
        'shipping',
        'wait_for_auto_purchase',
      ],
      staff: [
        'abandoned',
        'all_defer_shipped',
        'arrived_local_warehouse',
        'arrived_oversea_warehouse',
        'bns_complete',
        'bns_in',
        'bns_out',
        'bns_shipping',
        'bns_warehouse',
        'bns_warehouse_out',
        'courier_delivery',
        'defer_shipped',
        'error',
        'item_received',
        'item_sent',
        'manual',
        'oversea_shipping',
        'paid',
        'partially_purchased',
        'payment_authorized',
        'payment_canceled',
        'payment_captured',
        'purchase_completed',
        'purchased',
        'purchased_p',
        'received',
        'refunded',
        'shipping',
        'wait_for_auto_purchase',
      ],
    },
  } as Record<string, Record<string, string[]>>,
  rows: {
    none: '+AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA +AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:new':
      'C+BBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBB+DDBDDDDDDDDDDDDDBDBBD++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:requested':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+BDBBBBBBBB+DDBDDDDDDDDDDDDDBDBBD++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:declined':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBBD+BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+BDBBBBBBBB+DDBDDDDDDDDDDDDDBDBBD++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:canceled':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDDDDDDDDDBDBBDDDBBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:refunded':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDB+DBBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDD+DJD++DDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDJD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:payment_canceled':
      'CDBBBBBBDDBBBD+BBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBD++B+++DDDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDD+DBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:overdue':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD+DDDBBBBBBBBBBDDDBDDBBBDDDBBBBD+BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDB+BBBBBBBB+DDBDDDDDDDDDDDDDB+BBD++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDB+BBBBBDDDBBDDDDBDDBDDDDBBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:accepted':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:modified':
      'CDBBBBBB+HBBB+DBBBBBBBBBDDBBBBBBDDDBBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:requested_payment':
      'CDBBBBBB++BBB+DBBBBBBBBBDDBBBBBBDDDBBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD+++DBBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:paying':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBBD+BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDDDDDDDDDBDBBD++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBB+++BBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:confirmed':
      'CDBBBBBBD+BBB+DBBBBBBBBBDDBBBBBBDDDBBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD+++DBBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:paid':
      'CDBBBBBBDDBBBDGBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDD+B+++DDDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBB+D+DBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:payment_authorized':
      'CDBBBBBBDDBBBD+BBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBD++B+++DDDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBB+D+DBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:wait_for_auto_purchase':
      'CDBBBBBBDDBBBD+BBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBD+DBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBD+DB+D+DDDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBD+++BDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:manual':
      'CDBBBBBBDDBBBD+BBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBD++BD++DDDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:partially_purchased':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBD++DDDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:purchase_completed':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDD+DDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBD+BDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:purchased_p':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDD+DDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBD+BDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:error':
      'CDBBBBBBDDBBBD+BBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBD++B+++DDDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDD+DBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:purchased':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBD++BDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDD++DDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDB+DBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:payment_captured':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDB+DBBB+DDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDD+DDD++DDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDD+BBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:all_refunded':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBBDDBDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDDDDDDDDDBDBBDDDBBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:all_payment_canceled':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBBDDBDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDDDDDDDDDBDBBDDDBBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:item_sent':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD+JD++DDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB+JD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:arrived_oversea_warehouse':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD+JD++DDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB+JD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:oversea_shipping':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD+JD++DDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB+JD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:arrived_local_warehouse':
      'CDBBBBBBDDBBBDDBBBBBBBBB+DBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD++D++DDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB++D+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:courier_delivery':
      'CDBBBBBBDDBBBDDBBBBBBBBB+DBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD++D++DDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB++D+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:shipping':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD+JD++DDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB+JD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:bns_shipping':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD+JD++DDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB+JD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:bns_in':
      'CDBBBBBBDDBBBDDBBBBBBBBB+DBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD++D++DDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB++D+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:bns_out':
      'CDBBBBBBDDBBBDDBBBBBBBBB+DBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD++D++DDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB++D+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:bns_warehouse':
      'CDBBBBBBDDBBBDDBBBBBBBBB+DBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD++D++DDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB++D+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:bns_warehouse_out':
      'CDBBBBBBDDBBBDDBBBBBBBBB+DBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD++D++DDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB++D+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:bns_complete':
      'CDBBBBBBDDBBBDDBBBBBBBBB+DBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD++D++DDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB++D+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:defer_shipped':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD+JD++DDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB+JD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:all_defer_shipped':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDDDJD++DDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDJD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:received':
      'CDBBBBBBDDBBBDDBBBBBBBBBD+BBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDDDD+++DDBDBBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDD++BBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:item_received':
      'CDBBBBBBDDBBBDDBBBBBBBBB+DBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDDD+D++DDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBD+D+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:completed':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBBDDBDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDDDDDDDDDBDBBDDDBBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:all_abandoned':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBBDDBDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDDDDDDDDDBDBBDDDBBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:abandoned':
      'CDBBBBBBDDBBBDDBBBBBBBBB+DBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBB+DDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDDD+D++DDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBD+D+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'extra:refund-requested':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDB+DBBBD++BBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDD+DDD+D++BDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDD+BBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'extra:refund-requested-shipping':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBBD++BBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD+JD+D++B+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB+JD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'extra:proof':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDB+DBBB+DDBBBB++BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDD+DDD++DDBDBB+++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDD+BBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'extra:proof-paid':
      'CDBBBBBBDDBBBDGBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDD+B+++DDDDDDDDDDBDBB+++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBB+D+DBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'extra:coupon':
      'CDBBBBBBD+BBB+DBBBBBBBBBDDBBBBBBDDDBBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD+++DBBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'extra:coupon-assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'extra:auto-workflow':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'extra:remark':
      'CDBBBBBBDDBBBDGBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDD+B+++DDDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBB+D+DBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'extra:declined-overdue':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBBD+BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBIBDBBBBBBBB+DDBDDDDDDDDDDDDDBDBBD++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBIBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-requested.0:requested':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+BDBBBBBBBB+DDBDDDDDDDDDDDDDBDBBD++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-requested.1:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-requested.2:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-requested.3:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-requested.4:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-requested.5:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-requested.6:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-requested.7:accepted':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-requested.8:accepted':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-requested.9:accepted':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-requested.10:accepted':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-requested.11:accepted':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-requested.12:accepted':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-requested.13:accepted':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-requested.14:accepted':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-assigned.0:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-assigned.1:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-assigned.2:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-assigned.3:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-assigned.4:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-assigned.5:declined':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBBD+BDBBDD CB+BDBBBBBBBB+DDBDDDDDDDDDDDDDBDBBD++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-assigned.6:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-assigned.7:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-assigned.8:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-assigned.9:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-assigned.10:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-assigned.11:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-assigned.12:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-assigned.13:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-assigned.14:accepted':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-modified.0:modified':
      'CDBBBBBB+HBBB+DBBBBBBBBBDDBBBBBBDDDBBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-modified.1:modified':
      'CDBBBBBB+HBBB+DBBBBBBBBBDDBBBBBBDDDBBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-modified.2:modified':
      'CDBBBBBB+HBBB+DBBBBBBBBBDDBBBBBBDDDBBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-modified.3:modified':
      'CDBBBBBB+HBBB+DBBBBBBBBBDDBBBBBBDDDBBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-modified.4:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-modified.5:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-modified.6:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-modified.7:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-modified.8:accepted':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-modified.9:accepted':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-modified.10:accepted':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-modified.11:requested_payment':
      'CDBBBBBB+HBBB+DBBBBBBBBBDDBBBBBBDDDBBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD+++DBBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-modified.12:requested_payment':
      'CDBBBBBB+HBBB+DBBBBBBBBBDDBBBBBBDDDBBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBD+++DBBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-modified.13:declined':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBBD+BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+BDBBBBBBBB+DDBDDDDDDDDDDDDDBDBBD++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-modified.14:declined':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBBD+BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+BDBBBBBBBB+DDBDDDDDDDDDDDDDBDBBD++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-confirmed.0:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-confirmed.1:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-confirmed.2:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-confirmed.3:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-confirmed.4:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-confirmed.5:accepted':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBBDDDBBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBBD++++BBBBBBBBBBDDDBDDBBBDDDBBBB++B+BBDD CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBB+DBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-confirmed.6:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-confirmed.7:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-confirmed.8:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-confirmed.9:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-confirmed.10:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-confirmed.11:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-confirmed.12:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-confirmed.13:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-confirmed.14:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-payment_authorized.0:purchased':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBD++BDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDD++DDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDB+DBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-payment_authorized.1:purchased':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBD++BDDBBBDDDBBBB++BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDD++DDDDDDDDDBDBB+++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDB+DBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-payment_authorized.2:purchased':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBD++BDDBBBDDDBBBB++BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDD++DDDDDDDDDBDBB+++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDB+DBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-payment_authorized.3:purchase_completed':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDD+DDDDDDDDBDBB+++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBD+BDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-payment_authorized.4:purchase_completed':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDD+DDDDDDDDBDBB+++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBD+BDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-payment_authorized.5:purchase_completed':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDD+DDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBD+BDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-payment_authorized.6:purchase_completed':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDD+DDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBD+BDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-payment_authorized.7:purchase_completed':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDD+DDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBD+BDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-payment_authorized.8:payment_captured':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDB+DBBB+DDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDD+DDD++DDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDD+BBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-payment_authorized.9:all_refunded':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBBDDBDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDDDDDDDDDBDBBDDDBBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-paid.0:purchased':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBD++BDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDD++DDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDB+DBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-paid.1:purchase_completed':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDB+DBBB+DDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDD+DDD++DDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDD+BBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-paid.2:purchase_completed':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDB+DBBB+DDBBBB++BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDD+DDD++DDBDBB+++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDD+BBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-paid.3:item_sent':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBB+DDBBBBD+BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD+JD++DDB+BBD++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB+JD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-paid.4:item_sent':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBB+DDBBBBD+BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD+JD++DDB+BBD++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB+JD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-paid.5:item_sent':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBB+DDBBBBD+BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD+JD++DDB+BBD++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB+JD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-paid.6:item_sent':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBB+DDBBBBD+BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD+JD++DDB+BBD++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB+JD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-paid.7:item_sent':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBBD++BBBBD+BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD+JD+D++B+BBD++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB+JD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-paid.8:item_sent':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBBD++BBBBD+BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD+JD+D++B+BBD++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB+JD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-paid.9:item_sent':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBBD++BBBBD+BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD+JD+D++B+BBD++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB+JD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-paid.10:item_sent':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBBD++BBBBD+BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD+JD+D++B+BBD++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB+JD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-paid.11:item_sent':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBBD++BBBBD+BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD+JD+D++B+BBD++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB+JD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-paid.12:bns_shipping':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBD+BBBD++BBBBD+BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDD+JD+D++B+BBD++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDB+JD+BBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-paid.13:all_refunded':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBBDDBDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDDDDDDDDDBDBBDDDBBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-partially_purchased.0:partially_purchased':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBD++DDDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-partially_purchased.1:partially_purchased':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBD++DDDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-partially_purchased.2:partially_purchased':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBD++DDDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-partially_purchased.3:partially_purchased':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBD++DDDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-partially_purchased.4:partially_purchased':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBD++DDDDDDDDDDBDBB+++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-partially_purchased.5:partially_purchased':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBD++DDDDDDDDDDBDBB+++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-partially_purchased.6:all_payment_canceled':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBBDDBDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDDDDDDDDDBDBBDDDBBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-payment_captured.0:refunded':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDB+DBBBDDDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDD+DJDDDDDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDJDDBBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-payment_captured.1:refunded':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDB+DBBBDDDBBBBD+BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDD+DJDDDDDB+BBD++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDJDDBBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-payment_captured.2:refunded':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDB+DBBBDDDBBBBD+BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDD+DJDDDDDB+BBD++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDJDDBBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-payment_captured.3:refunded':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDB+DBBBDDDBBBBD+BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDD+DJDDDDDB+BBD++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDJDDBBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-payment_captured.4:refunded':
      'CDBBBBBBDDBBBDDBBBBBBBBBJDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDB+DBBBDDDBBBBD+BDBB++ CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDD+DJDDDDDB+BBD++BBB++ CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDJDDBBBD+BBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-payment_captured.5:all_abandoned':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBBDDBDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDDDDDDDDDBDBBDDDBBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-item_sent.0:all_abandoned':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBBDDBDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDDDDDDDDDBDBBDDDBBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-item_received.0:all_refunded':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBBDDBDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDDDDDDDDDBDBBDDDBBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-overdue.0:all_abandoned':
      'CDBBBBBBDDBBBDDBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBDDDBDDBBBDDDBBBBDDBDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBDDDBDDDDDDDDDDDDDBDBBDDDBBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-declined.0:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-declined.1:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-declined.2:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-declined.3:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-declined.4:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-declined.5:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-declined.6:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-declined.7:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-declined.8:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-declined.9:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-declined.10:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB+DBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-declined.11:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-declined.12:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-declined.13:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'walk-declined.14:assigned':
      'CDBBBBBBDDBBB+DBBBBBBBBBDDBBBBBB+++BBB++BB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBB++DDDBBBBBBBBBBDDDBDDBBBDDDBBBB++BDBBDD CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CB+B+BBBBBBBB+DDBDDDDDDDDDDDDDBDBB+++BBBDD CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CB+BDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
  } as Record<string, string>,
  rowsWithoutCancelPayment: {
    'path:payment_canceled':
      'CDBBBBBBDDBBBDGBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBD++B+++DDDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDD+DBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:payment_authorized':
      'CDBBBBBBDDBBBDGBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBD++B+++DDDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBB+D+DBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:wait_for_auto_purchase':
      'CDBBBBBBDDBBBDGBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBBD+DBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBD+DB+D+DDDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBD+++BDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:manual':
      'CDBBBBBBDDBBBDGBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBD++BD++DDDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDDDDBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    'path:error':
      'CDBBBBBBDDBBBDGBBBBBBBBBDDBBBBBBDDDBBBDDBB CEBBBBBBEEBBBEEBBBBBBBBBEEBBBBBBEEEBBBEEBB CBBDDDDDBBBBBBBBBB++DBDDBBBDDDBBBB++BDBB+D CBBFFFFFBBBBBBBBBBFFFBFFBBBFFFBBBBFFBFBBFF CBDBDBBBBBBBBD++B+++DDDDDDDDDDBDBB+++BBB+D CBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB CBDBDBBBBBDDDBBDD+DBDDBDDDDBBBDDBBBBBBBBBB BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
  } as Record<string, string>,
};
