// The robot feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { RobotModule } from './robot.module';
export { PurchaseRobot, type RobotPurchaseAnswer, type RobotPurchaseRequest } from './purchase-robot.port';
