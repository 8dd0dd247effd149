import type { ClientBase } from 'pg';

/**
 * The client as the members of a slice see it while they run together (group-dispatcher.ts): each
 * query waits for the one asked before it, so the statements reach the connection one at a time in
 * the order the members made them. pg queues overlapping queries itself, but deprecates that
 * (a warning now, removed in pg 9), so the dispatcher does not rely on it. Promise-style `query`
 * only, the one form the projections use; every other property is the client's own.
 */
export function queuedClient(client: ClientBase): ClientBase {
  const send = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let tail: Promise<unknown> = Promise.resolve();
  const query = (...args: unknown[]): Promise<unknown> => {
    const run = tail.then(() => send(...args));
    // The next query waits for this one to settle, not to succeed: a failure is its caller's to see.
    tail = run.catch(() => undefined);
    return run;
  };
  return Object.assign(Object.create(client) as ClientBase, { query });
}
