export { DeadlinesModule } from './deadlines.module';
