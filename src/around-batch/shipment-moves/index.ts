// The shipment moves' public entry: the module (wired in app.module) and the progress query that
// the shipment detail fills its `moves` field with.
export { ShipmentMovesModule } from './shipment-moves.module';
export { ShipmentMovesQuery } from './shipment-moves.query';
