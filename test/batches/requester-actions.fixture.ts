import { http, useAppWorld } from '../support/kit';
import { BatchPartiesWorld } from './batch-parties.fixture';

export const DAY = 24 * 3600 * 1000;

interface Row {
  id: string;
  batch_number: string;
  status: string;
  group: string | null;
  requester_name: string | null;
  buyer_name: string | null;
  chat_room: string | null;
  item_count: number;
  purchased_items: number;
  total: number | null;
  total_hkd: number | null;
  first_item: { name: string; image_id: string | null } | null;
  status_label_key: string;
}
interface Page {
  results: Row[];
  count: number;
}

/** One app per requester suite file (the kit's AppWorld): a named requester and buyer, a stranger, staff, the list reads. */
export class RequesterActionsWorld extends BatchPartiesWorld {
  countEvents = async () =>
    Number((await this.app.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM es_events`))[0].n);
  list = (path: string, token: string, position: string) =>
    http<Page>(this.app, 'GET', path, token, undefined, { 'x-event-position': position });
}

export function useRequesterActionsWorld(): RequesterActionsWorld {
  const accounts = {
    requester: { firstName: 'Mei Ling', lastName: 'Lee', accountType: 'r' },
    buyer: { firstName: 'Ka Ho', lastName: 'Ng', accountType: 'b' },
    otherRequester: { id: 'req-stranger', accountType: 'r' },
    staff: { id: 'staff-1', accountType: 's' },
  } as const;
  // An empty pool: the automatic assignment never races the batches these tests set up.
  return useAppWorld({ accounts, pool: [] }, new RequesterActionsWorld());
}
