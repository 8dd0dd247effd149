import { useAppWorld } from '../support/kit';

describe('GET /health', () => {
  const world = useAppWorld();

  it('reports the database as up over real HTTP', async () => {
    const response = await fetch(`${world.app.baseUrl}/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; database: { status: string; version: string } };
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('up');
    expect(body.database.version).toMatch(/^\d+/);
  });

  it('reports 503 when the database is gone', async () => {
    await world.app.dataSource.destroy();
    const response = await fetch(`${world.app.baseUrl}/health`);
    expect(response.status).toBe(503);
    const body = (await response.json()) as { database: { status: string } };
    expect(body.database.status).toBe('down');
  });

  it('answers an unknown API path with a coded 404, not the web app', async () => {
    const response = await fetch(`${world.app.baseUrl}/api/no/such/path`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'HTTP_404' });
  });
});
