import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { RealtimePublisher } from '../../platform/realtime/realtime-publisher';
import { STAFF_ROOM } from '../../platform/realtime/realtime-channel';
import { ShipmentMovesRepository } from './shipment-moves.repository';

/** At most one `shipment:moves` per shipment per this many milliseconds from one instance. */
export const PUSH_INTERVAL_MS = 250;

interface Pending {
  timer: NodeJS.Timeout | null;
  /** A change came in while a push was being read: read again after it. */
  dirty: boolean;
  running: boolean;
  lastAt: number;
}

/**
 * `shipment:moves` (ShipmentMoveProgress) to the staff room, throttled per shipment: a burst of
 * moves becomes one push every PUSH_INTERVAL_MS. Each push reads the progress after the change that
 * asked for it committed, so the last change of every instance is followed by a push of what is
 * stored then: the final state is always pushed (by whichever instance read it last).
 */
@Injectable()
export class ShipmentMovesPush implements OnApplicationShutdown {
  private readonly logger = new Logger('ShipmentMovesPush');
  private readonly pending = new Map<string, Pending>();
  private closed = false;

  constructor(
    private readonly moves: ShipmentMovesRepository,
    private readonly publisher: RealtimePublisher,
  ) {}

  changed(shipmentId: string): void {
    if (this.closed) return;
    const p = this.pending.get(shipmentId) ?? { timer: null, dirty: false, running: false, lastAt: 0 };
    this.pending.set(shipmentId, p);
    if (p.running) {
      p.dirty = true;
      return;
    }
    if (p.timer) return;
    const wait = Math.max(0, p.lastAt + PUSH_INTERVAL_MS - Date.now());
    p.timer = setTimeout(() => void this.send(shipmentId, p), wait);
  }

  private async send(shipmentId: string, p: Pending): Promise<void> {
    p.timer = null;
    p.running = true;
    p.lastAt = Date.now();
    try {
      const progress = await this.moves.progress(shipmentId);
      if (progress && !this.closed)
        this.publisher.publish({ rooms: [STAFF_ROOM], event: 'shipment:moves', data: { ...progress } });
    } catch (error) {
      this.logger.warn(
        `shipment:moves for ${shipmentId} not sent: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      p.running = false;
    }
    // The entry stays (one per shipment moved since start): it holds the last push's time.
    if (p.dirty) {
      p.dirty = false;
      this.changed(shipmentId);
    }
  }

  onApplicationShutdown(): void {
    this.closed = true;
    for (const p of this.pending.values()) if (p.timer) clearTimeout(p.timer);
    this.pending.clear();
  }
}
