import { useCallback, useEffect, useRef, useState } from 'react';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { BatchType } from '@contracts/batch/batch-list';
import { useServices } from '../../app/services';
import { useBatchChanges } from '../../realtime/realtime-hooks';

export type DetailState = { status: 'loading' } | { status: 'ready'; detail: BatchDetail } | { status: 'failed' };

/**
 * The batch detail, refetched after our own commands and whenever the other party changes it
 * (batch:changed), each time with the change's event position so the answer already includes it.
 */
export function useBatchDetail(type: BatchType, id: string, initialPosition?: string) {
  const { batches } = useServices();
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const ticket = useRef(0);
  const load = useCallback(
    (position?: string) => {
      const mine = ++ticket.current;
      batches.detail(type, id, position).then(
        (detail) => mine === ticket.current && setState({ status: 'ready', detail }),
        () => mine === ticket.current && setState({ status: 'failed' }),
      );
    },
    [batches, type, id],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => load(initialPosition), [load]);
  useBatchChanges(state.status === 'ready' ? state.detail.id : undefined, (position) => load(position));
  return { state, refresh: load };
}
