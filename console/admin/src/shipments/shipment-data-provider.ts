import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import type { ShipmentCommandResult, ShipmentDetail, ShipmentList, ShipmentMoveProgress } from '@contracts/shipments';
import type { HttpClient } from '@shared/api/http-client';
import type { ShipmentRequest } from './shipment-actions';

export const SHIPMENTS_RESOURCE = 'shipments';

/** The Shipments screens' own calls (pessimistic: the caller waits for the server's answer). */
export interface ShipmentCalls {
  /** A shipment or parcel action (shipment-actions.ts `shipmentRequest`). */
  sendShipmentCommand(request: ShipmentRequest): Promise<ShipmentCommandResult>;
  retryShipmentMoves(request: ShipmentRequest): Promise<ShipmentMoveProgress>;
  /** The CSV manifest's text (one line per parcel). */
  shipmentManifest(id: string): Promise<string>;
}

const enc = encodeURIComponent;

/** The list's query: the warehouse and status filters, and the page (the server serves at most 100 rows). */
export function shipmentListQuery(params: GetListParams): string {
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const search = new URLSearchParams();
  for (const key of ['warehouse', 'status'] as const) {
    const value = filter[key];
    if (typeof value === 'string' && value) search.set(key, value);
  }
  search.set('page', String(params.pagination?.page ?? 1));
  search.set('page_size', String(Math.min(params.pagination?.perPage ?? 25, 100)));
  return search.toString();
}

/** Adds `shipments` (GET /api/admin/shipments[/:id], newest cut-off first) and its actions to the data provider. */
export function withShipments<T extends DataProvider>(base: T, http: HttpClient): T & ShipmentCalls {
  return {
    ...base,
    getList: async (resource: string, params: GetListParams) => {
      if (resource !== SHIPMENTS_RESOURCE) return base.getList(resource, params);
      const page = await http.request<ShipmentList>('GET', `/api/admin/shipments?${shipmentListQuery(params)}`);
      return { data: page.results as unknown as RaRecord[], total: page.count };
    },
    getOne: async (resource: string, params: { id: RaRecord['id'] }) => {
      if (resource !== SHIPMENTS_RESOURCE) return base.getOne(resource, params);
      const row = await http.request<ShipmentDetail>('GET', `/api/admin/shipments/${enc(String(params.id))}`);
      return { data: row as unknown as RaRecord };
    },
    sendShipmentCommand: (request) =>
      http.request<ShipmentCommandResult>(request.method, request.path, request.body ?? {}),
    retryShipmentMoves: (request) => http.request<ShipmentMoveProgress>(request.method, request.path, {}),
    shipmentManifest: async (id) => {
      const text = await http.request<unknown>('GET', `/api/admin/shipments/${enc(id)}/manifest.csv`, undefined, {
        Accept: 'text/csv',
      });
      return typeof text === 'string' ? text : '';
    },
  };
}
