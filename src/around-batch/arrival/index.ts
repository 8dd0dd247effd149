export { ArrivalModule } from './arrival.module';
