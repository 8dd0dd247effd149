import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import * as shared from '@eventstore/db-client/generated/shared_pb';
import { Status } from '@eventstore/db-client/generated/status_pb';
import { Any } from 'google-protobuf/google/protobuf/any_pb';
import { Empty } from 'google-protobuf/google/protobuf/empty_pb';
import { EXPECTED_ANY, EXPECTED_NO_STREAM, EXPECTED_STREAM_EXISTS } from './stream-names';

// How the server reports failures. Unary, client-streaming and reading calls fail with a gRPC
// status whose trailers carry an `exception` key (the client's convertToCommandError maps it to
// its typed errors) plus details such as `stream-name`; the server's RpcExceptions class. A
// BatchAppend failure is not a call status but a google.rpc.Status inside the response, with a
// packed Any detail (the client's unpackToCommandError reads its type name).

export type GrpcError = Error & Partial<ServiceError> & { code: status; details: string; metadata: Metadata };

function rpcError(code: status, details: string, trailers: Record<string, string> = {}): GrpcError {
  const metadata = new Metadata();
  for (const [key, value] of Object.entries(trailers)) metadata.set(key, value);
  return Object.assign(new Error(details), { code, details, metadata });
}

export const RpcErrors = {
  streamDeleted: (streamName: string) =>
    rpcError(status.FAILED_PRECONDITION, `Event stream '${streamName}' is deleted.`, {
      exception: 'stream-deleted',
      'stream-name': streamName,
    }),

  wrongExpectedVersion: (operation: string, streamName: string, expectedVersion: bigint, actualVersion: bigint) =>
    rpcError(
      status.FAILED_PRECONDITION,
      `${operation} failed due to WrongExpectedVersion. Stream: ${streamName}, Expected version: ${expectedVersion}, Actual version: ${actualVersion}`,
      {
        exception: 'wrong-expected-version',
        'stream-name': streamName,
        'expected-version': String(expectedVersion),
        'actual-version': String(actualVersion),
      },
    ),

  maximumAppendSizeExceeded: (maxAppendSize: number) =>
    rpcError(status.INVALID_ARGUMENT, `Maximum Append Size of ${maxAppendSize} Exceeded.`, {
      exception: 'maximum-append-size-exceeded',
      'maximum-append-size': String(maxAppendSize),
    }),

  requiredMetadataPropertyMissing: (property: string) =>
    rpcError(status.INVALID_ARGUMENT, `Required Metadata Property '${property}' is missing`, {
      exception: 'missing-required-metadata-property',
      'required-metadata-properties': 'type,content-type',
    }),

  invalidArgument: (what: string) => rpcError(status.INVALID_ARGUMENT, what),

  /** What ASP.NET Core gRPC answers when a handler throws an unexpected exception (protocol misuse). */
  unhandled: () => rpcError(status.UNKNOWN, 'Exception was thrown by handler.'),

  /** A long-running call ended because the server is shutting down. */
  shuttingDown: () => rpcError(status.UNAVAILABLE, 'Server Is Shutting Down'),
};

export function isGrpcError(error: unknown): error is GrpcError {
  return (
    error instanceof Error &&
    typeof (error as { code?: unknown }).code === 'number' &&
    (error as { metadata?: unknown }).metadata instanceof Metadata
  );
}

function packed(code: status, message: string, detail: { serializeBinary(): Uint8Array }, typeName: string): Status {
  const any = new Any();
  any.pack(detail.serializeBinary(), `event_store.client.${typeName}`);
  return new Status()
    .setCode(code as number)
    .setMessage(message)
    .setDetails(any);
}

/** google.rpc.Status values of BatchAppend responses (the server's Google.Rpc.Status helpers). */
export const BatchAppendStatus = {
  wrongExpectedVersion(currentVersion: bigint, expectedVersion: bigint): Status {
    const detail = new shared.WrongExpectedVersion();
    if (currentVersion < 0n) detail.setCurrentNoStream(new Empty());
    else detail.setCurrentStreamRevision(String(currentVersion));
    if (expectedVersion === EXPECTED_ANY) detail.setExpectedAny(new Empty());
    else if (expectedVersion === EXPECTED_NO_STREAM) detail.setExpectedNoStream(new Empty());
    else if (expectedVersion === EXPECTED_STREAM_EXISTS) detail.setExpectedStreamExists(new Empty());
    else detail.setExpectedStreamPosition(String(expectedVersion));
    return packed(status.ALREADY_EXISTS, 'WrongExpectedVersion', detail, 'WrongExpectedVersion');
  },
  streamDeleted(streamName: string): Status {
    const identifier = new shared.StreamIdentifier().setStreamName(Buffer.from(streamName, 'utf8'));
    return packed(
      status.NOT_FOUND,
      'StreamDeleted',
      new shared.StreamDeleted().setStreamIdentifier(identifier),
      'StreamDeleted',
    );
  },
  timeout(): Status {
    return packed(status.DEADLINE_EXCEEDED, 'Timeout', new shared.Timeout(), 'Timeout');
  },
  maximumAppendSizeExceeded(maxAppendSize: number): Status {
    return packed(
      status.INVALID_ARGUMENT,
      'MaximumAppendSizeExceeded',
      new shared.MaximumAppendSizeExceeded().setMaxappendsize(maxAppendSize),
      'MaximumAppendSizeExceeded',
    );
  },
  badRequest(message: string): Status {
    return packed(status.INVALID_ARGUMENT, 'BadRequest', new shared.BadRequest().setMessage(message), 'BadRequest');
  },
};
