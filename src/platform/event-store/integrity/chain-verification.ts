import { GENESIS_HASH } from './event-hash';

// Checks a stream's hash chain from what an adapter stored: each event's hash, the previous hash
// it claims, and the hash recomputed from its content (same algorithm as on append).

export type ChainBreakReason =
  'hash_mismatch' | 'previous_hash_mismatch' | 'missing_hash' | 'revision_gap' | 'head_mismatch';

export interface ChainEventCheck {
  revision: number;
  hash: string | null;
  previousHash: string | null;
  /** null: appended before the chain existed (only ever before the first chained event). */
  ok: boolean | null;
  reason?: ChainBreakReason;
}

export interface ChainVerification {
  ok: boolean;
  /** Events whose hash was recomputed and whose link was checked. */
  checked: number;
  /** Events before this revision carry no hash (appended before the chain existed). */
  unchainedBefore: number;
  firstBreak?: { revision: number; reason: ChainBreakReason };
  events: ChainEventCheck[];
}

export interface StoredChainLink {
  revision: number;
  hash: string | null;
  previousHash: string | null;
  /** The hash recomputed from the stored content and the stored previous hash. */
  computed: string;
}

/**
 * Walks the stream in revision order. A break is reported at the first event that fails; every
 * event after it is reported as not ok too, because its link can no longer be trusted.
 * `headRevision`: the revision the store says the stream has reached (-1: none), which catches a
 * removed tail that would otherwise leave a valid-looking chain. `firstRevision`: where the
 * store's stream reads begin (EventStoreDB hides events below a truncate-before); the first
 * shown event's link to a hidden one is taken as stored, since nothing visible can check it.
 */
export function verifyChainLinks(
  links: readonly StoredChainLink[],
  headRevision: number,
  firstRevision = 0,
): ChainVerification {
  const events: ChainEventCheck[] = [];
  let firstBreak: ChainVerification['firstBreak'];
  let unchainedBefore = 0;
  let chained = false;
  let previous: string | null = null;
  let checked = 0;
  links.forEach((link, index) => {
    const { revision } = link;
    const check: ChainEventCheck = { revision, hash: link.hash, previousHash: link.previousHash, ok: true };
    if (firstBreak) {
      check.ok = false;
    } else if (revision !== firstRevision + index) {
      check.ok = false;
      check.reason = 'revision_gap';
    } else if (link.hash === null) {
      if (chained) {
        check.ok = false;
        check.reason = 'missing_hash';
      } else {
        check.ok = null;
        unchainedBefore = revision + 1;
      }
    } else {
      checked += 1;
      const expectedPrevious = chained ? previous : firstRevision > 0 && index === 0 ? link.previousHash : GENESIS_HASH;
      if (link.previousHash !== expectedPrevious) {
        check.ok = false;
        check.reason = 'previous_hash_mismatch';
      } else if (link.computed !== link.hash) {
        check.ok = false;
        check.reason = 'hash_mismatch';
      }
      chained = true;
      previous = link.hash;
    }
    if (check.ok === false && !firstBreak && check.reason) firstBreak = { revision, reason: check.reason };
    events.push(check);
  });
  const lastShown = links.length > 0 ? firstRevision + links.length - 1 : -1;
  if (!firstBreak && headRevision !== lastShown) firstBreak = { revision: lastShown + 1, reason: 'head_mismatch' };
  return { ok: !firstBreak, checked, unchainedBefore, ...(firstBreak ? { firstBreak } : {}), events };
}
