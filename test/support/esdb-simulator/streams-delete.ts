import type { sendUnaryData, ServerUnaryCall } from '@grpc/grpc-js';
import { DeleteReq, DeleteResp, TombstoneReq, TombstoneResp } from '@eventstore/db-client/generated/streams_pb';
import { reportUnexpected, type SimulatorContext } from './context';
import { RpcErrors, isGrpcError } from './grpc-errors';
import { streamNameFromProto } from './proto-convert';
import { expectedVersionOf } from './streams-append';

// Streams.Delete (soft delete) and Streams.Tombstone (hard delete): unary calls with the same
// expected-revision check as an append. Success returns the position of the record written (the
// `$metadata` marker in `$$stream`, or the `$streamDeleted` tombstone); a wrong expected version
// and a deleted stream fail the call with FAILED_PRECONDITION and `exception` trailers.

function remove<Response>(
  context: SimulatorContext,
  options: DeleteReq.Options | TombstoneReq.Options | undefined,
  hardDelete: boolean,
  respond: (position: bigint) => Response,
  callback: sendUnaryData<Response>,
): void {
  try {
    if (!options) throw RpcErrors.unhandled();
    const streamName = streamNameFromProto(options.getStreamIdentifier());
    if (!streamName) throw RpcErrors.unhandled();
    const expectedVersion = expectedVersionOf(options.getExpectedStreamRevisionCase(), () => options.getRevision());
    const outcome = context.writer.deleteStream(streamName, expectedVersion, hardDelete);
    if (outcome.kind === 'stream-deleted') throw RpcErrors.streamDeleted(streamName);
    // The server names the operation "Delete" for both kinds.
    if (outcome.kind === 'wrong-expected-version')
      throw RpcErrors.wrongExpectedVersion('Delete', streamName, expectedVersion, outcome.currentVersion);
    callback(null, respond(outcome.position));
  } catch (error) {
    if (!isGrpcError(error)) reportUnexpected(error);
    callback(isGrpcError(error) ? error : RpcErrors.unhandled());
  }
}

export function deleteStream(
  context: SimulatorContext,
  call: ServerUnaryCall<DeleteReq, DeleteResp>,
  callback: sendUnaryData<DeleteResp>,
): void {
  remove(
    context,
    call.request.getOptions(),
    false,
    (p) =>
      new DeleteResp().setPosition(
        new DeleteResp.Position().setCommitPosition(String(p)).setPreparePosition(String(p)),
      ),
    callback,
  );
}

export function tombstone(
  context: SimulatorContext,
  call: ServerUnaryCall<TombstoneReq, TombstoneResp>,
  callback: sendUnaryData<TombstoneResp>,
): void {
  remove(
    context,
    call.request.getOptions(),
    true,
    (p) =>
      new TombstoneResp().setPosition(
        new TombstoneResp.Position().setCommitPosition(String(p)).setPreparePosition(String(p)),
      ),
    callback,
  );
}
