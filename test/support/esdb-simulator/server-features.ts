import type { sendUnaryData, ServerUnaryCall } from '@grpc/grpc-js';
import type * as shared from '@eventstore/db-client/generated/shared_pb';
import { SupportedMethod, SupportedMethods } from '@eventstore/db-client/generated/serverfeatures_pb';

// ServerFeatures.GetSupportedMethods: the first call a client makes on a new channel (its
// `capabilities`). It decides, among others, whether appendToStream uses BatchAppend. Like the
// server, names are lower-cased and Read / BatchAppend carry their feature flags; unlike it, only
// what this simulator implements is listed, so the client never picks an unimplemented path.

export const SERVER_VERSION = '24.10.0';

const STREAMS = 'event_store.client.streams.streams';

export function supportedMethods(options: { batchAppend: boolean }): SupportedMethods {
  const method = (serviceName: string, methodName: string, features: string[] = []) =>
    new SupportedMethod().setServiceName(serviceName).setMethodName(methodName).setFeaturesList(features);
  const methods = [
    method(STREAMS, 'read', ['position', 'events']),
    method(STREAMS, 'append'),
    method(STREAMS, 'delete'),
    method(STREAMS, 'tombstone'),
    method('event_store.client.server_features.serverfeatures', 'getsupportedmethods'),
  ];
  if (options.batchAppend) methods.push(method(STREAMS, 'batchappend', ['deadline_duration']));
  return new SupportedMethods().setEventStoreServerVersion(SERVER_VERSION).setMethodsList(methods);
}

export function getSupportedMethods(methods: SupportedMethods) {
  return (_call: ServerUnaryCall<shared.Empty, SupportedMethods>, callback: sendUnaryData<SupportedMethods>): void =>
    callback(null, methods);
}
