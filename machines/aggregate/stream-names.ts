/**
 * Stream ids of one aggregate in the shared event store: `<prefix><id>`. The write side names the
 * stream it appends to, and the projections pick the aggregate's events out of the global log with
 * the same prefix, so each aggregate states its prefix once.
 */
export interface StreamNames {
  readonly prefix: string;
  readonly streamId: (id: string) => string;
  readonly idOfStream: (streamId: string) => string;
  /** A stored event of this aggregate's streams whose type the aggregate knows (others are ignored). */
  readonly isOwnEvent: (event: { readonly streamId: string; readonly type: string }) => boolean;
}

export function streamNames(prefix: string, eventTypes: readonly string[]): StreamNames {
  const types: ReadonlySet<string> = new Set(eventTypes);
  return {
    prefix,
    streamId: (id) => `${prefix}${id}`,
    idOfStream: (streamId) => streamId.slice(prefix.length),
    isOwnEvent: (event) => event.streamId.startsWith(prefix) && types.has(event.type),
  };
}
