/** Operators: robot, auto workflow, timers, assignment, payment alerts, promo codes. */
import { cmd, get, type RouteContract, write } from './route-contract';

export const ADMIN_WORKFLOW_ROUTES = {
  'GET /api/admin/robot/failures': get(
    'Robot failures',
    'RobotFailureList',
    ['VALIDATION_FAILED'],
    'RobotFailuresQuery',
  ),
  'GET /api/admin/auto-workflow': get('Auto workflow switch', 'AutoWorkflowState'),
  'PUT /api/admin/auto-workflow': write('Set the auto workflow switch', 'EnabledBody', 'AutoWorkflowState'),
  'PUT /api/admin/batches/:id/auto-workflow': cmd('Auto workflow for one batch', 'EnabledBody'),
  'POST /api/admin/batches/:id/send_to_robot': cmd('Send the batch to the robot'),
  'POST /api/admin/batches/:id/mark_manual': cmd('Mark the batch for manual purchase', 'MarkManualBody'),
  'GET /api/admin/timers/alerts': get('Timer alerts', 'TimerAlertList'),
  'GET /api/admin/assignment/buyers': get('Assignment pool', 'BuyerProfileList'),
  'PUT /api/admin/assignment/buyers': write('Replace the assignment pool', 'AssignmentPoolBody', 'BuyerProfileList'),
  'GET /api/admin/assignment/buyers/:buyerId': get('One buyer profile', 'BuyerProfileView', [
    'ACCOUNT_NOT_FOUND',
    'ASSIGNMENT_BUYER_NOT_FOUND',
  ]),
  'PUT /api/admin/assignment/buyers/:buyerId': write('Change a buyer profile', 'BuyerProfileBody', 'BuyerProfileView', [
    'VALIDATION_FAILED',
    'ASSIGNMENT_BUYER_NOT_FOUND',
  ]),
  'GET /api/admin/batches/:id/assignment': get('Why this buyer', 'BatchAssignment', ['BATCH_NOT_FOUND']),
  'GET /api/assignment/availability': get('My availability (buyer)', 'BuyerProfileView'),
  'PUT /api/assignment/availability': write('Set my availability (buyer)', 'AvailabilityBody', 'BuyerProfileView'),
  'GET /api/admin/payments/alerts': get('Payment alerts', 'PaymentAlertList', ['VALIDATION_FAILED']),
  'PUT /api/admin/payments/alerts/:id/resolve': write('Resolve a payment alert', undefined, 'PaymentAlertResolved', [
    'PAYMENT_ALERT_NOT_FOUND',
    'PAYMENT_ALERT_ALREADY_RESOLVED',
  ]),
  'GET /api/admin/payments/modifications/:batchId': get('Payment modifications of a batch', 'PaymentModificationList', [
    'BATCH_NOT_FOUND',
  ]),
  'GET /api/admin/promo-codes': get('Promo codes', 'PromoCodeList'),
  'GET /api/admin/promo-codes/:code': get('One promo code', 'PromoCodeView', ['PROMO_CODE_NOT_FOUND']),
  'POST /api/admin/promo-codes': write('Create a promo code', 'NewPromoCodeBody', 'PromoCodeView', [
    'VALIDATION_FAILED',
    'PROMO_CODE_EXISTS',
  ]),
  'PATCH /api/admin/promo-codes/:code': write('Change a promo code', 'PromoCodeChangesBody', 'PromoCodeView', [
    'VALIDATION_FAILED',
    'PROMO_CODE_NOT_FOUND',
  ]),
} satisfies Record<string, RouteContract>;
