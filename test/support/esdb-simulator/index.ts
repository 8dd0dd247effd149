import { setMaxListeners } from 'node:events';
import { Server, ServerCredentials, type UntypedServiceImplementation } from '@grpc/grpc-js';
import { ServerFeaturesService } from '@eventstore/db-client/generated/serverfeatures_grpc_pb';
import { StreamsService } from '@eventstore/db-client/generated/streams_grpc_pb';
import type { SimulatorContext } from './context';
import { getSupportedMethods, supportedMethods } from './server-features';
import { StorageWriter } from './storage-writer';
import { StreamIndex } from './stream-index';
import { append, batchAppend } from './streams-append';
import { deleteStream, tombstone } from './streams-delete';
import { read } from './streams-read';
import { TransactionLog } from './transaction-log';

// An in-process stand-in for a single-node, insecure EventStoreDB/KurrentDB (no EventStoreDB
// server can run on this machine or in CI). The real `@eventstore/db-client` talks real gRPC to it
// over the client's own generated service definitions, and it keeps the server's rules for the
// Streams service (see each file). Everything else (gossip, persistent subscriptions, projections,
// users, operations, monitoring, authentication/ACLs, scavenging, links) is not implemented and
// answers UNIMPLEMENTED, as a server without that feature would. State is in memory, per instance.

export interface EsdbSimulatorOptions {
  /** Advertise and serve Streams.BatchAppend, as every server since 21.10 does (default true). */
  batchAppend?: boolean;
}

export interface EsdbSimulator {
  /** `esdb://127.0.0.1:PORT?tls=false`, for EventStoreDBClient.connectionString or EVENTSTORE_URL. */
  readonly url: string;
  /** Ends open calls with UNAVAILABLE (like a node shutting down) and closes the port. */
  stop(): Promise<void>;
}

export async function startEsdbSimulator(options: EsdbSimulatorOptions = {}): Promise<EsdbSimulator> {
  const batchAppendEnabled = options.batchAppend ?? true;
  const lifetime = new AbortController();
  // Every open call (subscriptions, batch appends) listens for shutdown: many at once is normal.
  setMaxListeners(0, lifetime.signal);
  const log = new TransactionLog();
  const index = new StreamIndex();
  const writer = new StorageWriter(log, index);
  writer.writeFirstEpoch();
  const context: SimulatorContext = { log, index, writer, lifetime: lifetime.signal };

  const server = new Server();
  server.addService(ServerFeaturesService, {
    getSupportedMethods: getSupportedMethods(supportedMethods({ batchAppend: batchAppendEnabled })),
  });
  // Methods left out are answered UNIMPLEMENTED by grpc-js.
  const streams: UntypedServiceImplementation = {
    read: read.bind(null, context),
    append: append.bind(null, context),
    delete: deleteStream.bind(null, context),
    tombstone: tombstone.bind(null, context),
  };
  if (batchAppendEnabled) streams.batchAppend = batchAppend.bind(null, context);
  server.addService(StreamsService, streams);

  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );

  let stopped: Promise<void> | undefined;
  return {
    url: `esdb://127.0.0.1:${port}?tls=false`,
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        lifetime.abort();
        // Give the UNAVAILABLE statuses a moment to reach clients, then drop whatever is left.
        const force = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, 200);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      })),
  };
}
