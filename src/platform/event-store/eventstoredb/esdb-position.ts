import type { Position } from '@eventstore/db-client';

// An EventStoreDB log position is the (commit, prepare) pair of its transaction file; both go in
// the opaque string so a checkpoint resumes exactly where it stopped.

export function encodeEsdbPosition(position: Position): string {
  return `${position.commit}/${position.prepare}`;
}

export function decodeEsdbPosition(encoded: string): Position {
  const match = /^(\d+)\/(\d+)$/.exec(encoded);
  if (!match) throw new Error(`Not an EventStoreDB position: "${encoded}"`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}

export function compareEsdbPositions(a: string, b: string): number {
  const pa = decodeEsdbPosition(a);
  const pb = decodeEsdbPosition(b);
  if (pa.commit !== pb.commit) return pa.commit < pb.commit ? -1 : 1;
  if (pa.prepare !== pb.prepare) return pa.prepare < pb.prepare ? -1 : 1;
  return 0;
}
