// The shipment's public entry: what the composition roots and other features may import.
export { ShipmentModule } from './shipment.module';
export { ShipmentWriteModule } from './write/shipment-write.module';
export { ShipmentWriter, type ShipmentWritten, type DecideEvents } from './write/shipment-writer';
export type { LoadedShipment } from './write/shipment-states';
export { shipmentReadModelProjections } from './read/shipment-read-models';
export { shipmentIdFor, shipmentNumberOf } from './core/shipment-ids';
export { toShipmentApiError } from './core/shipment-errors';
export { ShipmentMovesSource } from './read/shipment-moves-source';
