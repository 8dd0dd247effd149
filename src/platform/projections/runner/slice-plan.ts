import type { LoggedEvent } from './projection';
import type { ProjectionMember } from './projection-member';
import { comparePositions, ORIGIN, type LogPosition } from './position';

/** Which members a slice is read for, from which position. */
export interface Plan {
  from: LogPosition;
  members: ProjectionMember[];
  /** Members stand at different checkpoints: there is work for the ones behind without asking. */
  spread: boolean;
  /** This slice is for the members furthest ahead (see `SlicePlanner.plan`). */
  leaders: boolean;
}

/** What one slice did. */
export interface SliceResult {
  events: number;
  heldBack: boolean;
  /** A member's checkpoint row moved under us (a rebuild swap): plan again at once. */
  moved: boolean;
  /** No member selected any of the events: nothing was written. */
  skipped?: boolean;
}

/** Chooses each slice's start and members; remembers whose turn it was when members stand apart. */
export class SlicePlanner {
  private favourLeaders = false;

  /**
   * Reads from the lowest checkpoint of the members that may run, so each gets every event after
   * its own. When they stand apart (a new member, one back from parking or a rebuild), slices
   * alternate between the lowest and the highest checkpoint, so the one catching up does not hold
   * the others back.
   */
  plan(members: readonly ProjectionMember[], now: number): Plan | null {
    const eligible = members
      .filter((m) => m.eligible(now))
      .sort((a, b) => comparePositions(a.checkpoint ?? ORIGIN, b.checkpoint ?? ORIGIN));
    if (eligible.length === 0) return null;
    const lowest = eligible[0].checkpoint ?? ORIGIN;
    const highest = eligible[eligible.length - 1].checkpoint ?? ORIGIN;
    const spread = comparePositions(lowest, highest) !== 0;
    this.favourLeaders = spread && !this.favourLeaders;
    const from = this.favourLeaders ? highest : lowest;
    return {
      from,
      members: eligible.filter((m) => comparePositions(m.checkpoint ?? ORIGIN, from) >= 0),
      spread,
      leaders: this.favourLeaders,
    };
  }
}

/** Whether every member of the plan says what it selects: then a slice is read before any BEGIN. */
export const readsOutsideTransaction = (plan: Plan): boolean =>
  plan.members.every((m) => m.projection.selects !== undefined);

/** Whether any member selects one of the slice's events after its own checkpoint. */
export function selectsAny(members: readonly ProjectionMember[], events: readonly LoggedEvent[]): boolean {
  return members.some((m) => after(events, m.checkpoint ?? ORIGIN).some((e) => m.projection.selects?.(e) ?? true));
}

/** The events of a slice after a member's own checkpoint (slices are in log order). */
export function after(events: readonly LoggedEvent[], checkpoint: LogPosition): readonly LoggedEvent[] {
  if (comparePositions(events[0].position, checkpoint) > 0) return events;
  const index = events.findIndex((e) => comparePositions(e.position, checkpoint) > 0);
  return index < 0 ? [] : events.slice(index);
}
