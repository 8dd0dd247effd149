import { Injectable } from '@nestjs/common';
import { DatabaseListener } from '../database/database-listener';
import { parseEnvelope, REALTIME_CHANNEL } from './realtime-channel';
import { RealtimeGateway } from './realtime.gateway';

/**
 * Every instance LISTENs on the realtime channel and hands each push to its own sockets. Producers
 * (projections, on whichever instance holds their lock) NOTIFY inside their transaction, so all
 * instances deliver, only after commit: PostgreSQL is the shared "adapter" (DESIGN §7). The LISTEN
 * rides on the DatabaseListener's one reconnecting connection, registered here before start-up, so
 * the instance listens (its start-up awaits the connection) before it accepts its first socket.
 */
@Injectable()
export class RealtimeFanout {
  constructor(listener: DatabaseListener, gateway: RealtimeGateway) {
    listener.listen(REALTIME_CHANNEL, {
      message: (payload) => {
        const envelope = parseEnvelope(payload);
        if (envelope) gateway.deliver(envelope);
      },
      // A lost connection loses pushes until it is back; clients resync when they reconnect anyway.
      lost: () => undefined,
    });
  }
}
