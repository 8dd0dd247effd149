/** The consolidated shipment's core: what the server, the console and the tests import. */
export * from './shipment.types';
export * from './shipment.events';
export * from './shipment.errors';
export { SHIPMENT_COMMANDS, SHIPMENT_COMMAND_TYPES, shipmentCommandDefinition } from './commands';
export type { ShipmentCommand, ShipmentCommandOf, ShipmentCommandType } from './commands';
export type { ShipmentCommandDefinition, ShipmentGrant } from './commands/define-shipment-command';
export { shipmentMachine } from './shipment.machine';
export type { ShipmentState } from './shipment.machine';
export {
  initialShipment,
  evolveShipment,
  replayShipment,
  decideShipment,
  decideShipmentNext,
  shipmentStatusOf,
  asShipmentStateLike,
} from './shipment.decider';
export type { NextShipment } from './shipment.decider';
export { authorizeShipment, allowedShipmentCommands, SHIPMENT_COMMAND_STATUSES } from './shipment.permissions';
export { SHIPMENT_TRANSITIONS, SHIPMENT_FINAL_STATUSES, shipmentStatusesAccepting } from './shipment.transitions';
export { holdersOf, decidePlacement, decideMove } from './shipment.placement';
export type { MoveDecision } from './shipment.placement';
export { impliedStage, impliedStageOf, notAheadOf } from './shipment.stages';
export type { DeliveryKind } from './shipment.stages';
export { nextCutoff, expectedArrival, checkSchedule } from './shipment.cutoff';
export type { WeeklySchedule, CutoffDates } from './shipment.cutoff';
export { SHIPMENT_STREAM_PREFIX, shipmentStreamId, shipmentIdOfStream, isShipmentEvent } from './shipment-stream';
