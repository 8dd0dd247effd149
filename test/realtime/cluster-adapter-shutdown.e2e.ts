import { Server } from 'socket.io';
import type { AppConfig } from '../../src/platform/config/app-config';
import { SocketClusterAdapter } from '../../src/platform/realtime/socket-cluster-adapter';
import { createTestDatabase } from '../support/test-database';

const postgresAdapter = { socketIoAdapter: 'postgres' } as AppConfig;

/** Resolves with 'closed', or with 'hung' when `closing` has not settled after `ms`. */
async function settlesWithin(closing: Promise<void>, ms: number): Promise<'closed' | 'hung'> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), ms)));
  try {
    return await Promise.race([closing.then(() => 'closed' as const), hung]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The Socket.IO adapter's LISTEN connection is (re)acquired from its pool on a timer of its own: at
 * start, and 1-3 s after the database went away and came back. A shutdown that lands while it is
 * being acquired must still end the pool; it used to leave that connection checked out, and
 * `pool.end()` (and with it the app's close) waited for it forever.
 */
describe('the Socket.IO cluster adapter shutting down', () => {
  let url: string;
  beforeAll(async () => {
    url = await createTestDatabase();
  });

  it('ends while its LISTEN connection is still being acquired', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const io = new Server();
      const adapter = new SocketClusterAdapter(url, postgresAdapter);
      adapter.install(io);
      // The adapter asked its pool for the LISTEN connection just now: shut down before it has it.
      expect(await settlesWithin(adapter.onApplicationShutdown(), 10_000)).toBe('closed');
    }
  });

  it('ends after its LISTEN connection is up, and a second shutdown is harmless', async () => {
    const io = new Server();
    const adapter = new SocketClusterAdapter(url, postgresAdapter);
    adapter.install(io);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await settlesWithin(adapter.onApplicationShutdown(), 10_000)).toBe('closed');
    expect(await settlesWithin(adapter.onApplicationShutdown(), 10_000)).toBe('closed');
  });
});
