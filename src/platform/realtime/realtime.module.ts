import { Module } from '@nestjs/common';
import { IdleSessionSweep } from './idle-session-sweep';
import { RealtimeFanout } from './realtime-fanout';
import { RealtimeGateway } from './realtime.gateway';
import { SocketAuthenticator } from './socket-authenticator';
import { SocketHandlers } from './socket-handlers';
import { SocketClusterAdapter } from './socket-cluster-adapter';

/**
 * Socket.IO: authenticated handshake, the actor's own rooms, and pushes fanned out through
 * PostgreSQL. Features import this module and register their socket events with SocketHandlers.
 */
@Module({
  providers: [
    RealtimeGateway,
    SocketAuthenticator,
    RealtimeFanout,
    SocketHandlers,
    IdleSessionSweep,
    SocketClusterAdapter,
  ],
  exports: [SocketHandlers, SocketAuthenticator],
})
export class RealtimeModule {}
