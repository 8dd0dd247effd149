import type { CommandResult } from '@contracts/batch/batch-commands';
import type { PickupLocation, PickupLocationList } from '@contracts/batch/batch-detail';
import type { PickupCheckBody, PickupParcelView } from '@contracts/pickup';
import { http } from '../app/http';

/** The counter's calls (src/around-batch/pickup); the server checks the staff role on each. */
export const pickupApi = {
  locations: async (): Promise<PickupLocation[]> => {
    const body = await http.request<PickupLocationList>('GET', '/api/location/');
    return Array.isArray(body) ? body : body.results;
  },
  verify: (body: PickupCheckBody) => http.request<PickupParcelView>('POST', '/api/admin/pickup/verify', body),
  handOver: (body: PickupCheckBody) => http.request<CommandResult>('POST', '/api/admin/pickup/hand_over', body),
};
