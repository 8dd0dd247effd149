import { EventStoreDbEventStore } from '../../src/platform/event-store/eventstoredb/eventstoredb-event-store';
import { startEsdbSimulator, type EsdbSimulator } from '../support/esdb-simulator';
import { eventStoreContract } from './event-store.contract';

// The EventStoreDB adapter against the in-process EventStoreDB simulator (test/support/esdb-simulator),
// always: once as a modern server (BatchAppend advertised, which the client then uses for every
// append) and once without it (the plain Append call). With EVENTSTORE_URL=esdb://...?tls=false it
// also runs against that real EventStoreDB/KurrentDB server.

function contractAgainst(url: () => string): void {
  eventStoreContract(() =>
    Promise.resolve({
      canHoldAppendTransactions: false,
      createStore: (options = {}) =>
        Promise.resolve(new EventStoreDbEventStore(url(), { upcasters: options.upcasters })),
    }),
  );
}

for (const batchAppend of [true, false]) {
  describe(`EventStoreDbEventStore: the EventStore contract on the simulator (${batchAppend ? 'BatchAppend' : 'Append'})`, () => {
    let simulator: EsdbSimulator | undefined;
    beforeAll(async () => {
      simulator = await startEsdbSimulator({ batchAppend });
    });
    contractAgainst(() => simulator!.url);
    // Declared after the contract's hooks, so it runs after the contract has closed its stores.
    afterAll(async () => {
      await simulator?.stop();
    });
  });
}

const realServer = process.env.EVENTSTORE_URL;
if (realServer) {
  describe('EventStoreDbEventStore: the EventStore contract on EVENTSTORE_URL', () => {
    contractAgainst(() => realServer);
  });
}
