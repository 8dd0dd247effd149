import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import httpProxy from 'http-proxy';

/**
 * The small load balancer of `npm run start:cluster`: one public port, requests and WebSocket
 * upgrades (Socket.IO, the plain chat socket) handed round-robin to the instances whose `/health`
 * answered 2xx at the last check (every second). No sticky sessions: the apps connect Socket.IO with
 * the websocket transport only, so one connection stays on one instance by itself.
 */
export interface RoundRobinProxy {
  readonly server: Server;
  /** Instances now in rotation. */
  healthy(): string[];
  close(): Promise<void>;
}

const HEALTH_EVERY_MS = 1_000;
const HEALTH_TIMEOUT_MS = 2_000;

export async function startRoundRobinProxy(
  targets: readonly string[],
  port: number,
  host = '127.0.0.1',
): Promise<RoundRobinProxy> {
  // xfwd: the instances see the client's address in X-Forwarded-For (TRUST_PROXY=loopback there).
  const proxy = httpProxy.createProxyServer({ xfwd: true, ws: true });
  const up = new Set<string>(targets);
  let next = 0;
  const pick = (): string | undefined => {
    const rotation = targets.filter((t) => up.has(t));
    if (rotation.length === 0) return undefined;
    next = (next + 1) % rotation.length;
    return rotation[next];
  };
  proxy.on('error', (error, _req, res) => {
    // An instance died mid-request: the next health check takes it out of the rotation.
    if (res && 'writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'UPSTREAM_UNAVAILABLE', message: error.message }));
    } else res?.destroy();
  });
  const server = createServer((req, res) => {
    const target = pick();
    if (!target) {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'No instance is healthy' }));
      return;
    }
    proxy.web(req, res, { target });
  });
  // Upgraded sockets leave the HTTP server's books: kept here so close() ends them too.
  const upgraded = new Set<Duplex>();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const target = pick();
    if (!target) return socket.destroy();
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    proxy.ws(req, socket, head, { target });
  });
  const check = async () => {
    await Promise.all(
      targets.map(async (target) => {
        try {
          const answer = await fetch(`${target}/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
          if (answer.ok) up.add(target);
          else up.delete(target);
        } catch {
          up.delete(target);
        }
      }),
    );
  };
  await check();
  const timer = setInterval(() => void check(), HEALTH_EVERY_MS);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    healthy: () => targets.filter((t) => up.has(t)),
    close: async () => {
      clearInterval(timer);
      server.closeAllConnections();
      for (const socket of upgraded) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      proxy.close();
    },
  };
}
