import type { HttpClient } from './http-client';
import type { PickupCodeView } from '@contracts/pickup';

const enc = encodeURIComponent;

/** The requester's pickup code (src/around-batch/pickup): shown on their order page, regenerable. */
export function createPickupApi(http: HttpClient) {
  return {
    code: (batchId: string) => http.request<PickupCodeView>('GET', `/api/batch/orders/pickup_code/${enc(batchId)}`),
    regenerate: (batchId: string) =>
      http.request<PickupCodeView>('POST', `/api/batch/orders/pickup_code/${enc(batchId)}/regenerate`),
  };
}

export type PickupApi = ReturnType<typeof createPickupApi>;
