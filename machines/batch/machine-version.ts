/**
 * The version of the batch's fold (evolve and the machine it runs). Bump it whenever evolve can
 * give another state for the same events (a new event, a changed transition, guard or context
 * rule): the writer's snapshots (src/batch/write) of another version are then ignored and rebuilt
 * from the stream, so an old fold is never resumed by a new one.
 */
export const BATCH_MACHINE_VERSION = 10;
