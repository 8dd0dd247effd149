import { steps } from '@machines/testing/batch-scenario';
import { JobWorker } from '../../../src/platform/jobs/job-worker';
import { startTestApp, type TestApp } from '../test-app';
import { startInstance, type Instance } from './instances';
import { JOBS_BY_HAND, pinClock } from './jobs';

/** From a submitted request to its card authorised (payment_authorized). */
export const TO_AUTHORISED = [steps.assign, steps.accept, steps.modify, steps.confirm, steps.checkout, steps.authorise];

/** From a submitted request to both items (item-1, item-2) bought, captured and sent to the warehouse. */
export const TO_ITEMS_SENT = [
  ...TO_AUTHORISED,
  steps.purchase('item-1', 'item-2'),
  steps.completePurchase,
  steps.capture(),
  steps.sendTracking('item-1', 'item-2'),
] as const;

export interface RestartedPair {
  /** Moves both instances' clocks, then runs what is due on both at once; answers how many jobs ran. */
  runDueAt: (when: Date) => Promise<number>;
  a: Instance;
  b: Instance;
}

/**
 * Closes `first` and starts two instances on its database with their jobs run by hand, both clocks
 * pinned at `clock` (`track` collects them for closing). "After a restart, two instances claim together."
 */
export async function restartAsTwo(first: TestApp, clock: Date, track: Instance[]): Promise<RestartedPair> {
  const databaseUrl = first.databaseUrl;
  await first.close();
  const a = await startInstance(databaseUrl, JOBS_BY_HAND);
  track.push(a);
  const b = await startInstance(databaseUrl, JOBS_BY_HAND);
  track.push(b);
  const moves = [pinClock(a.app, clock), pinClock(b.app, clock)];
  return {
    a,
    b,
    runDueAt: async (when: Date) => {
      for (const move of moves) move(when);
      const ran = await Promise.all([a.app.get(JobWorker).runDue(), b.app.get(JobWorker).runDue()]);
      return ran[0] + ran[1];
    },
  };
}

/**
 * For "a timer survives a restart and fires once across instances": the block's first app runs its
 * jobs by hand (JOBS_BY_HAND: the pinned clock decides what is due, nothing waits on timing);
 * `restart()` closes it and starts two instances on its database. Everything is closed after the
 * block, and clock mocks are restored after each test.
 */
export function useRestartedInstances(): {
  readonly first: TestApp;
  /** Instances the block's tests started: closed after the block. */
  readonly instances: Instance[];
  restart(clock: Date): Promise<RestartedPair>;
} {
  let first: TestApp | undefined;
  const instances: Instance[] = [];
  beforeAll(async () => {
    first = await startTestApp(JOBS_BY_HAND);
  });
  afterAll(async () => {
    for (const i of instances) await i.close();
    await first?.close();
  });
  afterEach(() => jest.restoreAllMocks());
  return {
    get first(): TestApp {
      if (!first) throw new Error('the first app is closed (restarted) or not started yet');
      return first;
    },
    instances,
    restart(clock: Date): Promise<RestartedPair> {
      const app = this.first;
      first = undefined;
      return restartAsTwo(app, clock, instances);
    },
  };
}
