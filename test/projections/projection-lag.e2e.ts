import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource, migrate } from '../../src/platform/database/data-source';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { ProjectionLag } from '../../src/platform/projections/admin/projection-lag';
import type { ProjectionRegistry } from '../../src/platform/projections/projection-registry';
import { PostgresLogSource } from '../../src/platform/projections/runner/postgres-log-source';
import type { Projection } from '../../src/platform/projections/runner/projection';
import { ProjectionMember } from '../../src/platform/projections/runner/projection-member';
import { ORIGIN, parsePosition } from '../../src/platform/projections/runner/position';
import { createTestDatabase } from '../support/test-database';

/** Selects nothing: a dispatcher moves its checkpoint in memory alone. */
const idleReaction: Projection = {
  name: `lag-${randomUUID().slice(0, 8)}`,
  tables: [],
  selects: () => false,
  handle: () => Promise.resolve(),
};

describe('ProjectionLag', () => {
  let dataSource: DataSource;
  let store: PostgresEventStore;

  beforeAll(async () => {
    const url = await createTestDatabase();
    dataSource = createDataSource(url, { poolSize: 2 });
    await dataSource.initialize();
    await migrate(dataSource);
    store = new PostgresEventStore(url, { poolSize: 2 });
  });

  afterAll(async () => {
    await store.close();
    await dataSource.destroy();
  });

  it("reports this instance's position moved in memory alone while it is ahead of the checkpoint row", async () => {
    const events = Array.from({ length: 5 }, () => ({ eventId: randomUUID(), type: 'TestHappened', data: {} }));
    const { position } = await store.append(`lag-${randomUUID()}`, events, { expectedRevision: 'no_stream' });
    const head = parsePosition(position)!;
    await dataSource.query(`INSERT INTO es_checkpoints (subscription_id) VALUES ($1)`, [
      `projection:${idleReaction.name}`,
    ]);

    // What the group dispatcher does for a slice its members select nothing of (the row stays at the origin).
    const member = new ProjectionMember(idleReaction, 'lag-group', () => undefined);
    member.loaded(ORIGIN);
    const registry = { all: () => [member], groups: () => [] } as unknown as ProjectionRegistry;
    const lag = new ProjectionLag(dataSource, registry, new PostgresLogSource());

    const behind = (await lag.report())[0];
    expect(behind.lag.events).toBe(5);

    member.skipped({ tx: head.tx!, pos: head.pos }, 5, Date.now());
    const report = (await lag.report())[0];
    expect(report.checkpoint).toEqual({ transaction_id: head.tx, global_position: head.pos });
    expect(report.lag).toEqual({ events: 0, ms: 0 });
  });
});
