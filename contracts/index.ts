/**
 * The wire types of the API and of the Socket.IO events, once, for the server and both web apps.
 * Types only (plus `as const` lists); imports neither src/ nor console/ (README.md).
 */
export * from './errors';
export * from './common';
export * from './accounts';
export * from './reference';
export * from './uploads';
export * from './chat';
export * from './notifications';
export * from './statistics';
export * from './realtime';
export * from './admin';
export * from './admin-users';
export * from './health';
export * from './client-reports';
export * from './privacy';
export * from './promotions';
export * from './assignment';
export * from './payments';
export * from './robot';
export * from './timers';
export * from './shipments';
export * from './pickup';
export * from './reference-admin';
export * from './batch/batch-list';
export * from './batch/batch-detail';
export * from './batch/batch-commands';
export * from './batch/order-detail';
export * from './batch/order-commands';
export * from './batch/refunds';
export * from './batch/checkout';
export * from './batch/history';
export * from './batch/quote';
export * from './batch/arrival';
export * from './batch/deadlines';
export * from './legacy';
