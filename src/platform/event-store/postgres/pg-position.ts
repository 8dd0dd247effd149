// A PostgreSQL log position is the pair (transaction id, global position): readers order by the
// pair and checkpoint the pair, because a global position alone is not commit order (a writer
// holding a lower sequence value can commit after a higher one has been read).

export interface PgPosition {
  /** xid8 as a decimal string (it can exceed 2^53). */
  transactionId: string;
  globalPosition: string;
}

export const PG_ORIGIN: PgPosition = { transactionId: '0', globalPosition: '0' };

export function encodePgPosition(position: PgPosition): string {
  return `${position.transactionId}/${position.globalPosition}`;
}

export function decodePgPosition(encoded: string | undefined): PgPosition {
  if (encoded === undefined) return PG_ORIGIN;
  const match = /^(\d+)\/(\d+)$/.exec(encoded);
  if (!match) throw new Error(`Not a PostgreSQL event store position: "${encoded}"`);
  return { transactionId: match[1], globalPosition: match[2] };
}

export function comparePgPositions(a: string, b: string): number {
  const pa = decodePgPosition(a);
  const pb = decodePgPosition(b);
  const tx = BigInt(pa.transactionId) - BigInt(pb.transactionId);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  const pos = BigInt(pa.globalPosition) - BigInt(pb.globalPosition);
  return pos === 0n ? 0 : pos < 0n ? -1 : 1;
}
