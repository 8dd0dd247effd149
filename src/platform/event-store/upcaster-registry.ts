import type { RecordedEvent, Upcaster } from './event-store.port';

/**
 * Upcasters by event type and the schema version they read. Applied on every read (streams, the
 * global log, subscriptions) in a chain, v1 → v2 → v3, so stored events are never rewritten.
 */
export class UpcasterRegistry {
  private readonly byKey = new Map<string, Upcaster>();

  register(type: string, fromVersion: number, upcast: Upcaster): this {
    const key = `${type}@${fromVersion}`;
    if (this.byKey.has(key)) throw new Error(`An upcaster for ${key} is already registered`);
    this.byKey.set(key, upcast);
    return this;
  }

  upcast(event: RecordedEvent): RecordedEvent {
    let current = event;
    // Bounded so a registration mistake (an upcaster that does not raise the version) cannot spin forever.
    for (let step = 0; step < 100; step += 1) {
      const upcast = this.byKey.get(`${current.type}@${current.schemaVersion}`);
      if (!upcast) return current;
      const next = upcast(current);
      if (next.type === current.type && next.schemaVersion <= current.schemaVersion) {
        throw new Error(`Upcaster for ${current.type}@${current.schemaVersion} must raise the schema version`);
      }
      current = next;
    }
    throw new Error(`Upcaster chain for ${event.type} is longer than 100 steps`);
  }
}
