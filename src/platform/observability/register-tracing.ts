// Imported first by main.ts: instrumentations patch http, express, pg and socket.io as they load.
import { startTracing } from './tracing';

startTracing();
