import type { sendUnaryData, ServerDuplexStream, ServerReadableStream } from '@grpc/grpc-js';
import * as shared from '@eventstore/db-client/generated/shared_pb';
import { AppendReq, AppendResp, BatchAppendReq, BatchAppendResp } from '@eventstore/db-client/generated/streams_pb';
import { Empty } from 'google-protobuf/google/protobuf/empty_pb';
import { MAX_APPEND_SIZE, WRITE_TIMEOUT_MS, reportUnexpected, type SimulatorContext } from './context';
import { BatchAppendStatus, RpcErrors, isGrpcError } from './grpc-errors';
import { streamNameFromProto, uuidFromProto } from './proto-convert';
import { ResponseStream } from './response-stream';
import type { ProposedEvent, WriteOutcome } from './storage-writer';
import { EXPECTED_ANY, EXPECTED_NO_STREAM, EXPECTED_STREAM_EXISTS } from './stream-names';

// Streams.Append (client streaming: options, then one proposed message per event) and
// Streams.BatchAppend (one long-lived bidi stream per client: requests carry a correlation id,
// options on the first chunk, events split over chunks, `is_final` on the last; one response per
// correlation id). Both end in the same single write (storage-writer.ts). They differ in how a
// failed expectation is reported, exactly as the client decodes it:
// - Append: a wrong expected version is a normal response (AppendResp.wrong_expected_version with
//   expected and current revision); a deleted stream or a protocol problem is a call status with
//   trailers.
// - BatchAppend: every failure is a google.rpc.Status in BatchAppendResp.error (ALREADY_EXISTS +
//   WrongExpectedVersion detail, NOT_FOUND + StreamDeleted, DEADLINE_EXCEEDED + Timeout when the
//   request's deadline or the server's 2 s write timeout passes before `is_final`).

/** The four expected-revision cases share their numbers in AppendReq, BatchAppendReq, DeleteReq and TombstoneReq. */
export function expectedVersionOf(optionCase: number, revision: () => string): bigint {
  switch (optionCase) {
    case 2:
      return BigInt(revision());
    case 3:
      return EXPECTED_NO_STREAM;
    case 4:
      return EXPECTED_ANY;
    case 5:
      return EXPECTED_STREAM_EXISTS;
    default:
      throw RpcErrors.invalidArgument(`'${optionCase}' is not a valid ExpectedStreamRevisionOneofCase`);
  }
}

function proposedEvent(message: AppendReq.ProposedMessage | BatchAppendReq.ProposedMessage): ProposedEvent {
  const properties = message.getMetadataMap();
  const eventType = properties.get('type');
  if (eventType === undefined) throw RpcErrors.requiredMetadataPropertyMissing('type');
  const contentType = properties.get('content-type');
  if (contentType === undefined) throw RpcErrors.requiredMetadataPropertyMissing('content-type');
  return {
    eventId: uuidFromProto(message.getId()),
    eventType,
    isJson: contentType === 'application/json',
    data: message.getData_asU8(),
    metadata: message.getCustomMetadata_asU8(),
  };
}

/** Roughly the server's Event.SizeOnDisk, summed against --max-append-size. */
const sizeOf = (event: ProposedEvent): number =>
  event.data.length + event.metadata.length + Buffer.byteLength(event.eventType, 'utf8');

function appendResponse(outcome: WriteOutcome, streamName: string, expectedVersion: bigint): AppendResp {
  if (outcome.kind === 'stream-deleted') throw RpcErrors.streamDeleted(streamName);
  if (outcome.kind === 'success') {
    const success = new AppendResp.Success();
    if (outcome.lastEventNumber < 0n) success.setNoStream(new shared.Empty());
    else success.setCurrentRevision(String(outcome.lastEventNumber));
    if (outcome.position === undefined) success.setNoPosition(new shared.Empty());
    else
      success.setPosition(
        new AppendResp.Position()
          .setCommitPosition(String(outcome.position))
          .setPreparePosition(String(outcome.position)),
      );
    return new AppendResp().setSuccess(success);
  }
  // Current fields plus the 20.6.0 duplicates older clients read (the no-stream sentinel
  // ulong.MaxValue of expected_revision_20_6_0 does not fit a JS number and is left out).
  const wrong = new AppendResp.WrongExpectedVersion();
  if (outcome.currentVersion < 0n) wrong.setCurrentNoStream(new shared.Empty()).setNoStream2060(new shared.Empty());
  else wrong.setCurrentRevision(String(outcome.currentVersion)).setCurrentRevision2060(Number(outcome.currentVersion));
  if (expectedVersion === EXPECTED_ANY) wrong.setExpectedAny(new shared.Empty()).setAny2060(new shared.Empty());
  else if (expectedVersion === EXPECTED_STREAM_EXISTS)
    wrong.setExpectedStreamExists(new shared.Empty()).setStreamExists2060(new shared.Empty());
  else if (expectedVersion === EXPECTED_NO_STREAM) wrong.setExpectedNoStream(new shared.Empty());
  else wrong.setExpectedRevision(String(expectedVersion)).setExpectedRevision2060(Number(expectedVersion));
  return new AppendResp().setWrongExpectedVersion(wrong);
}

export function append(
  context: SimulatorContext,
  call: ServerReadableStream<AppendReq, AppendResp>,
  callback: sendUnaryData<AppendResp>,
): void {
  let target: { streamName: string; expectedVersion: bigint } | undefined;
  const events: ProposedEvent[] = [];
  let size = 0;
  let answered = false;
  const answer = (error: unknown, response?: AppendResp) => {
    if (answered) return;
    answered = true;
    if (error === null) return callback(null, response);
    if (!isGrpcError(error)) reportUnexpected(error);
    callback(isGrpcError(error) ? error : RpcErrors.unhandled());
  };
  call.on('data', (request: AppendReq) => {
    if (answered) return;
    try {
      if (!target) {
        const options = request.getOptions();
        if (request.getContentCase() !== AppendReq.ContentCase.OPTIONS || !options) throw RpcErrors.unhandled();
        const streamName = streamNameFromProto(options.getStreamIdentifier());
        if (!streamName) throw RpcErrors.unhandled();
        target = {
          streamName,
          expectedVersion: expectedVersionOf(options.getExpectedStreamRevisionCase(), () => options.getRevision()),
        };
        return;
      }
      const message = request.getProposedMessage();
      if (request.getContentCase() !== AppendReq.ContentCase.PROPOSED_MESSAGE || !message) throw RpcErrors.unhandled();
      const event = proposedEvent(message);
      size += sizeOf(event);
      if (size > MAX_APPEND_SIZE) throw RpcErrors.maximumAppendSizeExceeded(MAX_APPEND_SIZE);
      events.push(event);
    } catch (error) {
      answer(error);
    }
  });
  call.on('end', () => {
    if (answered) return;
    try {
      if (!target) throw RpcErrors.unhandled();
      if (context.lifetime.aborted) throw RpcErrors.shuttingDown();
      const outcome = context.writer.writeEvents(target.streamName, target.expectedVersion, events);
      answer(null, appendResponse(outcome, target.streamName, target.expectedVersion));
    } catch (error) {
      answer(error);
    }
  });
  // A client that cancels mid-stream gets no write: nothing was committed.
  call.on('cancelled', () => (answered = true));
  call.on('error', () => (answered = true));
}

interface PendingWrite {
  streamName: string;
  identifier: shared.StreamIdentifier;
  expectedVersion: bigint;
  events: ProposedEvent[];
  size: number;
  timer: NodeJS.Timeout;
}

export function batchAppend(
  context: SimulatorContext,
  call: ServerDuplexStream<BatchAppendReq, BatchAppendResp>,
): void {
  const out = new ResponseStream<BatchAppendResp>(call, context.lifetime);
  const pending = new Map<string, PendingWrite>();
  // Responses go out one at a time, in the order the writes completed.
  let sending: Promise<unknown> = Promise.resolve();
  const respond = (response: BatchAppendResp) => (sending = sending.then(() => out.write(response)));
  const fail = (
    correlation: shared.UUID | undefined,
    identifier: shared.StreamIdentifier | undefined,
    status: Parameters<BatchAppendResp['setError']>[0],
  ) => respond(new BatchAppendResp().setCorrelationId(correlation).setStreamIdentifier(identifier).setError(status));

  call.on('data', (request: BatchAppendReq) => {
    const correlation = request.getCorrelationId();
    let correlationId: string;
    try {
      correlationId = uuidFromProto(correlation);
    } catch (error) {
      out.fail(error);
      return;
    }
    const options = request.getOptions();
    try {
      if (options) {
        const identifier = options.getStreamIdentifier();
        const streamName = streamNameFromProto(identifier);
        if (!identifier || !streamName)
          return void fail(
            correlation,
            identifier,
            BatchAppendStatus.badRequest('Required field StreamIdentifier not set.'),
          );
        const requested = options.hasDeadline()
          ? options.getDeadline()!.toDate().getTime() - Date.now()
          : Number.POSITIVE_INFINITY;
        const timeout = Math.min(requested, WRITE_TIMEOUT_MS);
        if (timeout <= 0) return void fail(correlation, identifier, BatchAppendStatus.timeout());
        if (!pending.has(correlationId)) {
          const timer = setTimeout(() => {
            if (pending.delete(correlationId)) void fail(correlation, identifier, BatchAppendStatus.timeout());
          }, timeout);
          timer.unref();
          pending.set(correlationId, {
            streamName,
            identifier,
            expectedVersion: expectedVersionOf(options.getExpectedStreamPositionCase(), () =>
              options.getStreamPosition(),
            ),
            events: [],
            size: 0,
            timer,
          });
        }
      }
      const write = pending.get(correlationId);
      if (!write) return;
      for (const message of request.getProposedMessagesList()) {
        const event = proposedEvent(message);
        write.size += sizeOf(event);
        write.events.push(event);
      }
      if (write.size > MAX_APPEND_SIZE) {
        pending.delete(correlationId);
        clearTimeout(write.timer);
        return void fail(correlation, write.identifier, BatchAppendStatus.maximumAppendSizeExceeded(MAX_APPEND_SIZE));
      }
      if (!request.getIsFinal() || !pending.delete(correlationId)) return;
      clearTimeout(write.timer);
      const outcome = context.writer.writeEvents(write.streamName, write.expectedVersion, write.events);
      if (outcome.kind === 'success') {
        const success = new BatchAppendResp.Success();
        if (outcome.lastEventNumber < 0n) success.setNoStream(new Empty());
        else success.setCurrentRevision(String(outcome.lastEventNumber));
        if (outcome.position === undefined) success.setNoPosition(new Empty());
        else
          success.setPosition(
            new shared.AllStreamPosition()
              .setCommitPosition(String(outcome.position))
              .setPreparePosition(String(outcome.position)),
          );
        void respond(
          new BatchAppendResp().setCorrelationId(correlation).setStreamIdentifier(write.identifier).setSuccess(success),
        );
      } else if (outcome.kind === 'wrong-expected-version') {
        void fail(
          correlation,
          write.identifier,
          BatchAppendStatus.wrongExpectedVersion(outcome.currentVersion, write.expectedVersion),
        );
      } else {
        void fail(correlation, write.identifier, BatchAppendStatus.streamDeleted(write.streamName));
      }
    } catch (error) {
      // A malformed message fails its correlation id with BadRequest. (The server keeps the pending
      // write and later also times it out, which would make this client crash on an unknown id.)
      const write = pending.get(correlationId);
      if (write) clearTimeout(write.timer);
      pending.delete(correlationId);
      if (!isGrpcError(error)) reportUnexpected(error);
      void fail(
        correlation,
        options?.getStreamIdentifier() ?? write?.identifier,
        BatchAppendStatus.badRequest(error instanceof Error ? error.message : String(error)),
      );
    }
  });
  const stopTimers = () => {
    for (const write of pending.values()) clearTimeout(write.timer);
    pending.clear();
  };
  // The client half-closes when it is done: answer what is pending, then complete the call.
  call.on('end', () => {
    stopTimers();
    void sending.then(() => out.end());
  });
  call.on('cancelled', stopTimers);
  call.on('error', stopTimers);
}
