import { randomBytes } from 'node:crypto';
import { findFreePort } from '../../src/platform/database/embedded-postgres';
import { createTestDatabase } from '../support/test-database';
import { spawnServer, START_TIMEOUT_MS, waitForOutput, type ServerProcess } from './server-process';

// The entry point as a process in production: without an SMS gateway it refuses to start (one-time
// codes would reach no phone), unless the outbox is chosen explicitly.
jest.setTimeout(2 * START_TIMEOUT_MS);

function startProduction(databaseUrl: string, port: number, sms: Record<string, string>): ServerProcess {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env))
    if (/^(SMS_|TWILIO_|PAYMENT_|EVENT_STORE|EVENTSTORE_|SEED_DEMO_DATA$|DEV_SIGN_IN$)/.test(name)) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SESSION_SECRET: 'production-sms-gateway-session-secret-32+',
    PERSONAL_DATA_MASTER_KEY: randomBytes(32).toString('base64'),
    // A real provider's settings: nothing calls it while the server only starts.
    PAYMENT_PROVIDER_URL: 'https://checkout-test.adyen.com/v71',
    PAYMENT_API_KEY: 'production-test-api-key',
    PAYMENT_MERCHANT_ACCOUNT: 'ConciergeHK',
    PAYMENT_HMAC_KEY: randomBytes(32).toString('hex'),
    PAYMENT_CLIENT_KEY: 'test_PRODUCTIONSTARTCLIENTKEY',
    ...sms,
  });
  return spawnServer(env);
}

const listening = (run: ServerProcess) => waitForOutput(run, /listening on http:\/\//);

describe('production start and the SMS gateway', () => {
  let databaseUrl: string;
  const runs: ServerProcess[] = [];
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(runs.map((r) => r.stop()));
  });

  it('refuses to start without a gateway, naming what to set', async () => {
    const run = startProduction(databaseUrl, await findFreePort(), {});
    runs.push(run);
    // Whichever comes first: a refusal exits, a start that should not have happened listens.
    const outcome = await Promise.race([
      run.exited.then((code) => ({ exited: code })),
      listening(run).then(() => ({ listening: true })),
    ]);
    expect(outcome).toEqual({ exited: 1 });
    expect(run.output()).toMatch(/NODE_ENV=production needs an SMS gateway .*or SMS_SENDER=outbox chosen explicitly/);
    expect(run.output()).not.toMatch(/listening on/);
  });

  it('starts with the outbox chosen explicitly and serves /health/live', async () => {
    const port = await findFreePort();
    const run = startProduction(databaseUrl, port, { SMS_SENDER: 'outbox' });
    runs.push(run);
    await listening(run);
    expect((await fetch(`http://127.0.0.1:${port}/health/live`)).status).toBe(200);
    expect(await run.stop()).toBe(0);
  });
});
