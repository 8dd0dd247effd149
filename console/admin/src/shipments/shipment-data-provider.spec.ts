import type { DataProvider } from 'react-admin';
import type { HttpClient, HttpMethod } from '@shared/api/http-client';
import { shipmentRequest } from './shipment-actions';
import { withShipments } from './shipment-data-provider';

/** Records every call and answers like the shipment routes; the real routes are covered by the browser test. */
function recordingHttp(answer: unknown) {
  const calls: Array<{ method: HttpMethod; path: string; body?: unknown; headers?: Record<string, string> }> = [];
  const http: HttpClient = {
    request: <T>(method: HttpMethod, path: string, body?: unknown, headers?: Record<string, string>) => {
      calls.push({ method, path, body, headers });
      return Promise.resolve(answer as T);
    },
  };
  return { http, calls };
}

const base = {
  getList: jest.fn(() => Promise.resolve({ data: [], total: 0 })),
  getOne: jest.fn(() => Promise.resolve({ data: { id: 'other' } })),
} as unknown as DataProvider;

describe('shipments in the console data provider', () => {
  it('lists by warehouse and status, paged (at most 100 a page), and leaves other resources to the base', async () => {
    const { http, calls } = recordingHttp({ results: [{ id: 's1', shipment_number: 'SHP-US-2026-48' }], count: 1 });
    const provider = withShipments(base, http);
    const page = await provider.getList('shipments', {
      pagination: { page: 2, perPage: 500 },
      sort: { field: 'id', order: 'ASC' },
      filter: { warehouse: 'us', status: 'closed', ignored: 'x' },
    });
    expect(page).toEqual({ data: [{ id: 's1', shipment_number: 'SHP-US-2026-48' }], total: 1 });
    await provider.getList('shipments', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    await provider.getOne('shipments', { id: 's/1' });
    await provider.getList('batches', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/admin/shipments?warehouse=us&status=closed&page=2&page_size=100',
      'GET /api/admin/shipments?page=1&page_size=25',
      'GET /api/admin/shipments/s%2F1',
    ]);
    expect(base.getList).toHaveBeenCalledTimes(1);
  });

  it('sends an action as its request, an empty JSON body when the action has none', async () => {
    const { http, calls } = recordingHttp({ shipment: {}, position: '1' });
    const provider = withShipments(base, http);
    await provider.sendShipmentCommand(shipmentRequest('close', 's1'));
    await provider.sendShipmentCommand(shipmentRequest('hold', 's1', { reason: 'wet' }, 'b1'));
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'PUT', path: '/api/admin/shipments/s1/close', body: {} },
      { method: 'PUT', path: '/api/admin/shipments/s1/parcels/b1/hold', body: { reason: 'wet' } },
    ]);
  });

  it('reads the manifest as CSV text', async () => {
    const { http, calls } = recordingHttp('batch_number,weight_lb\nB1,1.25\n');
    const csv = await withShipments(base, http).shipmentManifest('s1');
    expect(csv).toBe('batch_number,weight_lb\nB1,1.25\n');
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/admin/shipments/s1/manifest.csv',
      headers: { Accept: 'text/csv' },
    });
  });
});
