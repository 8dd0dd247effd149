import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('gives the spec defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      eventStore: 'postgres',
      disableSignup: true,
      forceHongKongEnglish: true,
      cancelPaymentReason: true,
      devSignIn: true,
      seedDemoData: true,
      serviceFeeBasis: 'items_and_local_shipping',
    });
  });

  it('names every offending variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', DISABLE_SIGNUP: 'maybe' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('DISABLE_SIGNUP');
    }
  });

  it('never enables the development sign-in in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@h/db',
      DEV_SIGN_IN: 'true',
      SMS_SENDER: 'outbox',
      SESSION_SECRET: 'x'.repeat(32),
      PERSONAL_DATA_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
      PAYMENT_PROVIDER_URL: 'https://checkout-test.example',
      PAYMENT_API_KEY: 'k',
      PAYMENT_MERCHANT_ACCOUNT: 'm',
      PAYMENT_HMAC_KEY: 'ab12',
      PAYMENT_CLIENT_KEY: 'live_c',
    });
    expect(config.devSignIn).toBe(false);
    expect(config.seedDemoData).toBe(false);
  });

  it('refuses production without DATABASE_URL and eventstoredb without its URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ EVENT_STORE: 'eventstoredb' })).toThrow(/EVENTSTORE_URL/);
    expect(
      loadConfig({ EVENT_STORE: 'eventstoredb', EVENTSTORE_URL: 'esdb://localhost:2113?tls=false' }),
    ).toMatchObject({ eventStore: 'eventstoredb', eventStoreUrl: 'esdb://localhost:2113?tls=false' });
  });

  it('reads SOCKET_IO_ADAPTER (postgres by default) and UPLOAD_STORAGE (postgres with DATABASE_URL, else local) and names a wrong value', () => {
    expect(loadConfig({})).toMatchObject({ socketIoAdapter: 'postgres', uploadStorage: 'local' });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' })).toMatchObject({ uploadStorage: 'postgres' });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', UPLOAD_STORAGE: 'local' })).toMatchObject({
      uploadStorage: 'local',
    });
    expect(loadConfig({ SOCKET_IO_ADAPTER: 'memory', UPLOAD_STORAGE: 'postgres' })).toMatchObject({
      socketIoAdapter: 'memory',
      uploadStorage: 'postgres',
    });
    expect(() => loadConfig({ SOCKET_IO_ADAPTER: 'redis' })).toThrow(/SOCKET_IO_ADAPTER/);
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3' })).toThrow(/UPLOAD_STORAGE/);
  });

  it('reads EVENT_STORE_GROUP_COMMIT as on/off, off by default', () => {
    expect(loadConfig({}).eventStoreGroupCommit).toBe(false);
    expect(loadConfig({ EVENT_STORE_GROUP_COMMIT: 'on' }).eventStoreGroupCommit).toBe(true);
    expect(loadConfig({ EVENT_STORE_GROUP_COMMIT: 'off' }).eventStoreGroupCommit).toBe(false);
    expect(() => loadConfig({ EVENT_STORE_GROUP_COMMIT: 'sometimes' })).toThrow(/EVENT_STORE_GROUP_COMMIT/);
  });

  it('reads TRUST_PROXY as off by default, true, a hop count or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('reads CORS_ORIGINS as exact origins, none by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://shop.example.com, http://localhost:5173' }).corsOrigins).toEqual([
      'https://shop.example.com',
      'http://localhost:5173',
    ]);
    // A path would never equal a browser's Origin header.
    expect(() => loadConfig({ CORS_ORIGINS: 'https://shop.example.com/app' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'shop.example.com' })).toThrow(/CORS_ORIGINS/);
  });

  it('reads SESSION_RETENTION_HOURS, 168 by default, 0 allowed', () => {
    expect(loadConfig({}).sessionRetentionHours).toBe(168);
    expect(loadConfig({ SESSION_RETENTION_HOURS: '0' }).sessionRetentionHours).toBe(0);
    expect(() => loadConfig({ SESSION_RETENTION_HOURS: '-1' })).toThrow(/SESSION_RETENTION_HOURS/);
  });

  it("reads PAYMENT_ENVIRONMENT as test or one of the provider's live regions, and names a wrong one", () => {
    expect(loadConfig({}).payments.environment).toBe('test');
    expect(loadConfig({ PAYMENT_ENVIRONMENT: 'live-apse' }).payments.environment).toBe('live-apse');
    expect(() => loadConfig({ PAYMENT_ENVIRONMENT: 'live-eu' })).toThrow(/PAYMENT_ENVIRONMENT/);
  });
});
