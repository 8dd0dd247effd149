import { useEffect, useState } from 'react';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { QuoteRevisionEntry } from '@contracts/batch/quote';
import { useServices } from '../../app/services';

// Its own module: the banner, the history and the changed-quote question read the revisions, and
// none of them brings the others' parts into its chunk.

/** The order's quote revisions, oldest first, reloaded when the detail's quote revision moves on. */
export function useQuoteRevisions(detail: BatchDetail): QuoteRevisionEntry[] {
  return useQuoteRevisionsOf(detail.id, detail.quote?.revision ?? 0);
}

/** A batch's quote revisions, oldest first, read again whenever `current` (the revision in force) moves on; none while 0. */
export function useQuoteRevisionsOf(batchId: string, current: number): QuoteRevisionEntry[] {
  const { batches } = useServices();
  const [revisions, setRevisions] = useState<QuoteRevisionEntry[]>([]);
  useEffect(() => {
    if (current === 0) return;
    let live = true;
    batches.quotes(batchId).then(
      (answer) => live && setRevisions(answer.results),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [batches, batchId, current]);
  return revisions;
}
