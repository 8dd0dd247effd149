/**
 * Facts other platform parts own that readiness needs. The lifecycle part (graceful drain on
 * SIGTERM) provides DRAINING_SIGNAL; until it does, readiness relies on terminus' own shutdown
 * state alone. Kept as a small interface so the health indicators do not depend on its module.
 */
export interface DrainingSignal {
  /** True from SIGTERM on: the instance finishes what it holds and takes nothing new. */
  isDraining(): boolean;
}

export const DRAINING_SIGNAL = Symbol('DRAINING_SIGNAL');
