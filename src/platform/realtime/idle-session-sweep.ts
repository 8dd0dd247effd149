import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SessionStore } from '../auth/session-store';
import { sessionRoom } from './realtime-channel';
import { RealtimeGateway, SESSION_ENDED_EVENT } from './realtime.gateway';
import { SocketHandlers } from './socket-handlers';

/**
 * Ends the sockets of sessions that lapsed by themselves: unused for SESSION_IDLE_SECONDS, or past
 * SESSION_TTL_SECONDS. No row changes when a session goes idle, so no trigger tells anyone; without
 * this a socket that only listens would stay open until it next sent an event. Every
 * `SessionStore.recheckEveryMs` (a tenth of the idle timeout, at most a minute) this instance asks,
 * in one query, which of its live sessions (Socket.IO sockets and the other transports' peers,
 * SocketHandlers.trackSessions) lapsed, and delivers `session:ended { reason: 'idle' | 'expired' }`
 * with a disconnection to each, locally, exactly as a sign-out's NOTIFY would be delivered.
 */
@Injectable()
export class IdleSessionSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('IdleSessionSweep');
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly gateway: RealtimeGateway,
    private readonly handlers: SocketHandlers,
    @Inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.sessions.recheckEveryMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One pass: returns how many sessions were ended. */
  async sweep(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      const live = [...this.gateway.liveSessions(), ...this.handlers.liveSessions()];
      if (live.length === 0) return 0;
      const lapsed = await this.sessions.endedAmong(live);
      for (const [sid, reason] of lapsed)
        this.gateway.deliver({
          rooms: [sessionRoom(sid)],
          event: SESSION_ENDED_EVENT,
          data: { reason },
          disconnect: true,
        });
      return lapsed.size;
    } catch (error) {
      // The database is away: the next pass tries again.
      this.logger.warn(`idle session sweep failed: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    } finally {
      this.running = false;
    }
  }
}
