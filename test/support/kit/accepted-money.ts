import { evolve, initialState, isBatchEvent, quoteOf, type BatchEvent } from '@machines/batch';
import type { TestApp } from '../test-app';

/** One batch whose card money went beyond the quote the requester accepted (empty: none). */
export interface MoneyBeyondQuote {
  streamId: string;
  accepted: number;
  authorised: number;
  captured: number;
}

/**
 * The money follows the accepted quote. Folds every batch stream of the run and returns
 * those where the HKD authorised or captured exceeds the quote's HKD total in force when the card was
 * authorised (the quote the pay named: a stale one is refused). A payment suite expects `[]`.
 */
export async function moneyBeyondAcceptedQuote(t: Pick<TestApp, 'dataSource'>): Promise<MoneyBeyondQuote[]> {
  const rows = await t.dataSource.query<{ stream_id: string; event_type: string; data: unknown }[]>(
    `SELECT stream_id, event_type, data FROM es_events ORDER BY stream_id, stream_revision`,
  );
  const streams = new Map<string, BatchEvent[]>();
  for (const r of rows) {
    if (!isBatchEvent({ streamId: r.stream_id, type: r.event_type })) continue;
    const list = streams.get(r.stream_id) ?? [];
    list.push({ type: r.event_type, data: r.data } as BatchEvent);
    streams.set(r.stream_id, list);
  }
  const beyond: MoneyBeyondQuote[] = [];
  for (const [streamId, events] of streams) {
    let state = initialState;
    let accepted = 0;
    for (const event of events) {
      if (event.type === 'PaymentAuthorised' || event.type === 'PaymentSettled')
        accepted = Math.max(accepted, quoteOf(state.context)?.hkd.lines.total ?? 0);
      state = evolve(state, event);
    }
    const { authorised, captured } = state.context.payments;
    if (authorised > accepted || captured > accepted) beyond.push({ streamId, accepted, authorised, captured });
  }
  return beyond;
}
