import { JobWorker } from '../../src/platform/jobs/job-worker';
import { useAppWorld } from '../support/kit';

interface Probe {
  status: string;
  details: Record<string, { status: string; [fact: string]: unknown }>;
}

describe('terminus probes: /health/live and /health/ready', () => {
  const world = useAppWorld();

  const probe = async (path: string) => {
    const response = await fetch(`${world.app.baseUrl}${path}`);
    return { status: response.status, body: (await response.json()) as Probe };
  };

  it('is live, and ready once the database, migrations, dispatchers and job worker are', async () => {
    const live = await probe('/health/live');
    expect(live).toEqual({ status: 200, body: expect.objectContaining({ status: 'ok' }) as unknown });
    const ready = await probe('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ok');
    for (const key of ['database', 'migrations', 'dispatchers', 'jobWorker', 'draining'])
      expect(ready.body.details[key]?.status).toBe('up');
    // The old report keeps working.
    expect((await fetch(`${world.app.baseUrl}/health`)).status).toBe(200);
  });

  it('is not ready while the job worker is stopped (and still live)', async () => {
    const worker = world.app.app.get(JobWorker);
    await worker.stop();
    const ready = await probe('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('error');
    expect(ready.body.details.jobWorker.status).toBe('down');
    expect(ready.body.details.database.status).toBe('up');
    expect((await probe('/health/live')).status).toBe(200);
  });
});
