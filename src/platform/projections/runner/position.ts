/**
 * Positions in the PostgreSQL global log are the pair (transaction id, global position): ordering by
 * the position alone skips events of slower concurrent writers (DESIGN §4).
 */
export interface LogPosition {
  /** xid8 as a decimal string. */
  tx: string;
  /** global_position as a decimal string. */
  pos: string;
}

const MAX_BIGINT = 9223372036854775807n;
const MAX_XID8 = 18446744073709551615n;

export const ORIGIN: LogPosition = { tx: '0', pos: '0' };

export function comparePositions(a: LogPosition, b: LogPosition): number {
  const ta = BigInt(a.tx);
  const tb = BigInt(b.tx);
  if (ta !== tb) return ta < tb ? -1 : 1;
  const pa = BigInt(a.pos);
  const pb = BigInt(b.pos);
  return pa === pb ? 0 : pa < pb ? -1 : 1;
}

export const formatPosition = (p: LogPosition): string => `${p.tx}:${p.pos}`;

/**
 * Reads a position as the event store adapter prints it. The port calls positions opaque, so this
 * accepts any text holding the two numbers in order (`123:45`, `123/45`, `{"tx":..}`); a single
 * number is a global position whose transaction id the caller must look up.
 */
export function parsePosition(text: string | undefined | null): { tx?: string; pos: string } | null {
  if (!text || text.length > 200) return null;
  const numbers = text.match(/\d+/g);
  if (!numbers || numbers.length === 0 || numbers.length > 2) return null;
  const strip = (n: string) => n.replace(/^0+(?=\d)/, '');
  const [first, second] = numbers.map(strip);
  // Out-of-range numbers would fail the SQL casts (xid8 is 64-bit unsigned, bigint signed).
  if (numbers.some((n) => n.length > 20)) return null;
  if (second === undefined) return BigInt(first) <= MAX_BIGINT ? { pos: first } : null;
  return BigInt(first) <= MAX_XID8 && BigInt(second) <= MAX_BIGINT ? { tx: first, pos: second } : null;
}
