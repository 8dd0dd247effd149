import { useCallback, useEffect, useRef, useState } from 'react';
import type { BatchListKind, BatchListPage, BatchListQuery } from '@contracts/batch/batch-list';
import { useServices } from '../../app/services';
import { useListChanges } from '../../realtime/realtime-hooks';

export type ListState =
  | { status: 'loading'; page?: BatchListPage }
  | { status: 'ready'; page: BatchListPage }
  | { status: 'error'; error: unknown; page?: BatchListPage };

/**
 * One page of a batch list. Refetches when the query changes and when any of the account's batches
 * changes live (with the change's position, so the list already includes it), or after a reconnect.
 */
export function useBatchList(kind: BatchListKind, query: BatchListQuery): { state: ListState; reload: () => void } {
  const { batches } = useServices();
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const latest = useRef(0);
  const key = JSON.stringify([kind, query]);

  const load = useCallback(
    (position?: string) => {
      const ticket = ++latest.current;
      setState((s) => ({ status: 'loading', page: s.page }));
      batches
        .list(kind, query, position)
        .then((page) => ticket === latest.current && setState({ status: 'ready', page }))
        .catch(
          (error: unknown) => ticket === latest.current && setState((s) => ({ status: 'error', error, page: s.page })),
        );
    },
    // `key` stands for kind and query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [batches, key],
  );

  // eslint-disable-next-line react-hooks/set-state-in-effect -- load() starts a request and shows loading; the answer is set asynchronously
  useEffect(() => load(), [load]);
  useListChanges((change) => load(change?.position));
  return { state, reload: () => load() };
}
