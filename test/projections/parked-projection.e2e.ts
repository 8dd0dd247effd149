import { ProjectionRegistry, READ_MODELS_GROUP } from '../../src/platform/projections/projection-registry';
import type { LoggedEvent, Projection } from '../../src/platform/projections/runner/projection';
import { eventually, givenBatch, http, useAppWorld } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

/** A read model whose handler fails on every batch event while `failing` is set. */
class BrokenReadModel implements Projection {
  readonly name = 'broken-read-model';
  readonly tables = ['rm_broken'];
  failing = true;
  handle(events: readonly LoggedEvent[]): Promise<void> {
    if (this.failing && events.length > 0) return Promise.reject(new Error('rm_broken is missing a column'));
    return Promise.resolve();
  }
}

interface Health {
  name: string;
  group: string;
  state: string;
  last_error: string | null;
  parked: { failures: number; retry_at: string | null } | null;
  lag: { events: number };
}

describe('A parked read model in the application', () => {
  const world = useAppWorld();

  it('is shown parked in the admin report and on /metrics while the rest of its group goes on, and recovers when resumed', async () => {
    const registry = world.app.app.get(ProjectionRegistry);
    const broken = new BrokenReadModel();
    const member = registry.register(broken);
    expect(member.group).toBe(READ_MODELS_GROUP);
    const auditor = world.app.tokenFor({ id: 'auditor-parked', accountType: 'x' });
    const report = async () =>
      (await http<{ results: Health[] }>(world.app, 'GET', '/api/admin/projections', auditor)).body.results;

    const given = await givenBatch(world.store, 'requested', { requesterId: 'req-parked' });
    const parked = await eventually(async () => (await report()).find((p) => p.name === broken.name && p.parked));
    expect(parked).toMatchObject({
      group: 'read-models',
      state: 'parked',
      last_error: 'rm_broken is missing a column',
    });
    expect(parked.lag.events).toBeGreaterThan(0);

    // The other read models of the group still take new events.
    const detail = await http<{ status: string; stale: boolean }>(
      world.app,
      'GET',
      `/api/batch/requests/${given.batchId}?after_position=${encodeURIComponent(given.position)}`,
      world.app.tokenFor({ id: 'req-parked', accountType: 'r' }),
    );
    expect(detail.body).toMatchObject({ status: 'requested', stale: false });
    const others = (await report()).filter((p) => p.group === READ_MODELS_GROUP && p.name !== broken.name);
    expect(others.length).toBeGreaterThan(0);
    for (const p of others) expect(p.state).toBe('active');

    const metrics = await (await fetch(`${world.app.baseUrl}/metrics`)).text();
    expect(metrics).toContain(`projection_parked{projection="${broken.name}",group="read-models"} 1`);
    expect(metrics).toContain(`projection_parked{projection="batch-detail",group="read-models"} 0`);
    expect(metrics).toContain(`projection_runner_state{projection="${broken.name}",state="parked"} 1`);

    // The console's dashboard (staff) shows it parked, with the handler's error.
    const staff = world.app.tokenFor({ id: 'staff-parked', accountType: 's' });
    const dashboard = await http<{ projections: Array<{ name: string; state: string; last_error: string | null }> }>(
      world.app,
      'GET',
      '/api/admin/dashboard',
      staff,
    );
    const shown = dashboard.body.projections.find((p) => p.name === broken.name);
    expect(shown?.state).toBe('parked');
    expect(shown?.last_error).toEqual(parked.last_error);

    broken.failing = false;
    member.resume();
    const recovered = await eventually(async () =>
      (await report()).find((p) => p.name === broken.name && p.state === 'active' && p.lag.events === 0),
    );
    expect(recovered).toMatchObject({ parked: null, last_error: null });
  });
});
