import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy between one server process and PostgreSQL that, once armed, holds back for good the
 * first statement carrying a `batch:changed` push (and everything after it on that connection). The
 * process has committed the write and answered its client, but its push never leaves: what a
 * `kill -9` between commit and notify does, made certain instead of left to a 1-in-100 chance.
 */
export interface NotifyTrap {
  /** The database URL to give the process: the same database, through the proxy. */
  readonly url: string;
  arm(): void;
  /** Resolves when a push was held back. */
  readonly sprung: Promise<void>;
  close(): Promise<void>;
}

const MARKER = Buffer.from('batch:changed');

export async function startNotifyTrap(databaseUrl: string): Promise<NotifyTrap> {
  const target = new URL(databaseUrl);
  let armed = false;
  let spring: () => void = () => undefined;
  const sprung = new Promise<void>((resolve) => (spring = resolve));
  const sockets = new Set<Socket>();

  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    let held = false;
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      // The process dying (kill -9) resets its connections: nothing to report.
      s.on('error', () => undefined);
    }
    client.on('data', (chunk: Buffer) => {
      if (!held && armed && chunk.includes(MARKER)) {
        held = true;
        spring();
      }
      if (!held) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const proxied = new URL(databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as AddressInfo).port);
  return {
    url: proxied.toString(),
    arm: () => (armed = true),
    sprung,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
