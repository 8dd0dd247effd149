/** The check shared by the commands whose lines each name an item (purchase, tracking, links, changes). */
import type { DomainError } from '../batch.errors';
import type { BatchContext, ItemState } from '../batch.types';
import { firstError, requireItems } from './validate';

export interface ItemLines<L> {
  readonly lines: readonly L[];
  readonly idOf: (line: L) => string;
  /** The states the named items must stand in. */
  readonly allowed: readonly ItemState[];
  /** The lines' field: errors name it, or `field[n]` and below for one line. */
  readonly field: string;
  /** One line's own fields, named under `at` (`field[n]`). */
  readonly check: (line: L, at: string) => DomainError | null;
  /** No lines at all is fine: the command changes nothing item by item. */
  readonly optional?: boolean;
}

/**
 * The named items exist, once each, in an allowed state; then every line passes its check. Items
 * first, so a wrong id is reported as such rather than as a bad field of a line that cannot apply.
 */
export function checkItemLines<L>(ctx: BatchContext, l: ItemLines<L>): DomainError | null {
  return firstError(
    () => (l.optional && l.lines.length === 0 ? null : requireItems(ctx, l.lines.map(l.idOf), l.allowed, l.field)),
    ...l.lines.map((line, n) => () => l.check(line, `${l.field}[${n}]`)),
  );
}
