import { Injectable } from '@nestjs/common';
import { comparePositions, parsePosition } from '../runner/position';

const MAX_ACTORS = 10_000;

/**
 * The last position each actor wrote through this instance, so their next query waits for it
 * without the client passing it. In memory: behind a load balancer without sticky sessions a
 * client should pass `after_position` (or X-After-Position) itself.
 */
@Injectable()
export class ActorPositions {
  private readonly last = new Map<string, string>();

  record(actorId: string, position: string): void {
    const previous = this.last.get(actorId);
    if (previous && isAtOrAfter(previous, position)) return;
    this.last.delete(actorId);
    this.last.set(actorId, position);
    // Oldest writer first in Map order: dropping it only costs that actor a possible stale read.
    if (this.last.size > MAX_ACTORS) this.last.delete(this.last.keys().next().value as string);
  }

  get(actorId: string): string | undefined {
    return this.last.get(actorId);
  }
}

function isAtOrAfter(a: string, b: string): boolean {
  const pa = parsePosition(a);
  const pb = parsePosition(b);
  if (!pa?.tx || !pb?.tx) return false;
  return comparePositions({ tx: pa.tx, pos: pa.pos }, { tx: pb.tx, pos: pb.pos }) >= 0;
}
