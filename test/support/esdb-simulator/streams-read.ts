import { randomUUID } from 'node:crypto';
import type { ServerWritableStream } from '@grpc/grpc-js';
import { ReadReq, ReadResp } from '@eventstore/db-client/generated/streams_pb';
import { reportUnexpected, type SimulatorContext } from './context';
import { clientFilter, defaultAllFilter, type ClientFilter } from './event-filter';
import { RpcErrors, isGrpcError } from './grpc-errors';
import { readEventResponse, streamIdentifier, streamNameFromProto } from './proto-convert';
import { ResponseStream } from './response-stream';
import { DELETED_STREAM } from './stream-names';
import type { StreamRead } from './stream-index';
import { comparePositions, type EventRecord } from './transaction-log';

// Streams.Read: the one server-streaming call behind stream reads, $all reads and both kinds of
// catch-up subscription (ReadReq.options: stream|all × count|subscription × direction × filter).
//
// - Stream reads answer `stream_not_found` in the body for a missing or soft-deleted stream and
//   fail with StreamDeleted for a tombstoned one; metadata ($tb, $maxCount, $maxAge) applies.
// - $all reads are inclusive of a forwards `from` position and exclusive of a backwards one (the
//   server compares record post-positions going backwards), and show every record, system ones
//   included, except what the default $all filter hides.
// - Subscriptions send a confirmation, then catch up from the EXCLUSIVE start (revision or
//   position), then `caught_up`, then live events as they are committed, until the client cancels.
//   A filtered $all subscription also sends checkpoints every checkpointIntervalMultiplier × window
//   considered events and one when it goes live (not when it starts live, e.g. from the end).
// - The `first/last_stream_position` messages of control_option.compatibility >= 1 are not sent
//   (client 6.2.1 never asks for them); links are never resolved (the simulator has no projections
//   writing `$>` link events).

const { StreamOptionCase, CountOptionCase, FilterOptionCase, ReadDirection } = ReadReq.Options;
const RevisionCase = ReadReq.Options.StreamOptions.RevisionOptionCase;
const AllCase = ReadReq.Options.AllOptions.AllOptionCase;
const UNLIMITED = 2n ** 64n;

export function read(context: SimulatorContext, call: ServerWritableStream<ReadReq, ReadResp>): void {
  const out = new ResponseStream<ReadResp>(call, context.lifetime);
  dispatch(context, call.request, out).catch((error: unknown) => {
    if (!isGrpcError(error)) reportUnexpected(error);
    out.fail(error);
  });
}

async function dispatch(context: SimulatorContext, request: ReadReq, out: ResponseStream<ReadResp>): Promise<void> {
  const options = request.getOptions();
  if (!options) throw RpcErrors.unhandled();
  const uuidOption = options.getUuidOption();
  if (!uuidOption) throw RpcErrors.invalidArgument("'uuidOption' is a required argument");
  const source = options.getStreamOptionCase();
  const count = options.getCountOptionCase();
  const forwards = options.getReadDirection() === ReadDirection.FORWARDS;
  const filter =
    options.getFilterOptionCase() === FilterOptionCase.FILTER ? clientFilter(options.getFilter()!) : undefined;
  const filtered = options.getFilterOptionCase();
  if (
    source === StreamOptionCase.STREAM &&
    count === CountOptionCase.COUNT &&
    filtered === FilterOptionCase.NO_FILTER
  ) {
    return readStream(context, options, uuidOption, forwards, out);
  }
  if (
    source === StreamOptionCase.ALL &&
    count === CountOptionCase.COUNT &&
    filtered !== FilterOptionCase.FILTER_OPTION_NOT_SET
  ) {
    return readAll(context, options, uuidOption, forwards, filter, out);
  }
  if (
    source === StreamOptionCase.STREAM &&
    count === CountOptionCase.SUBSCRIPTION &&
    forwards &&
    filtered === FilterOptionCase.NO_FILTER
  ) {
    return subscribeToStream(context, options, uuidOption, out);
  }
  if (
    source === StreamOptionCase.ALL &&
    count === CountOptionCase.SUBSCRIPTION &&
    forwards &&
    filtered !== FilterOptionCase.FILTER_OPTION_NOT_SET
  ) {
    return subscribeToAll(context, options, uuidOption, filter, out);
  }
  throw RpcErrors.invalidArgument(
    `The combination of (${source}, ${count}, ${options.getReadDirection()}, ${filtered}) is invalid.`,
  );
}

function streamNotFound(streamName: string): ReadResp {
  return new ReadResp().setStreamNotFound(
    new ReadResp.StreamNotFound().setStreamIdentifier(streamIdentifier(streamName)),
  );
}

const confirmation = (): ReadResp =>
  new ReadResp().setConfirmation(new ReadResp.SubscriptionConfirmation().setSubscriptionId(randomUUID()));
const caughtUp = (): ReadResp => new ReadResp().setCaughtUp(new ReadResp.CaughtUp());
const checkpoint = (position: bigint): ReadResp =>
  new ReadResp().setCheckpoint(
    new ReadResp.Checkpoint().setCommitPosition(String(position)).setPreparePosition(String(position)),
  );

function requireStreamName(options: ReadReq.Options): string {
  const name = streamNameFromProto(options.getStream()?.getStreamIdentifier());
  if (!name) throw RpcErrors.unhandled();
  return name;
}

async function readStream(
  context: SimulatorContext,
  options: ReadReq.Options,
  uuidOption: ReadReq.Options.UUIDOption,
  forwards: boolean,
  out: ResponseStream<ReadResp>,
): Promise<void> {
  const streamName = requireStreamName(options);
  const revision = options.getStream()!;
  const count = BigInt(options.getCount());
  let result: StreamRead;
  if (forwards) {
    // Forwards from the end reads nothing (but still reports a missing or deleted stream).
    const from =
      revision.getRevisionOptionCase() === RevisionCase.REVISION
        ? BigInt(revision.getRevision())
        : revision.getRevisionOptionCase() === RevisionCase.END
          ? DELETED_STREAM
          : 0n;
    result = context.index.readForward(streamName, from, count);
  } else {
    const from =
      revision.getRevisionOptionCase() === RevisionCase.REVISION
        ? BigInt(revision.getRevision())
        : revision.getRevisionOptionCase() === RevisionCase.START
          ? 0n
          : undefined;
    result = context.index.readBackward(streamName, from, count);
  }
  if (result.kind === 'deleted') throw RpcErrors.streamDeleted(streamName);
  if (result.kind === 'no-stream') {
    if (await out.write(streamNotFound(streamName))) out.end();
    return;
  }
  for (const event of result.events) if (!(await out.write(readEventResponse(event, uuidOption)))) return;
  out.end();
}

function positionOf(all: ReadReq.Options.AllOptions): [bigint, bigint] {
  const position = all.getPosition()!;
  return [BigInt(position.getCommitPosition()), BigInt(position.getPreparePosition())];
}

async function readAll(
  context: SimulatorContext,
  options: ReadReq.Options,
  uuidOption: ReadReq.Options.UUIDOption,
  forwards: boolean,
  filter: ClientFilter | undefined,
  out: ResponseStream<ReadResp>,
): Promise<void> {
  const all = options.getAll()!;
  const allows = filter?.allows ?? defaultAllFilter;
  let count = BigInt(options.getCount());
  if (filter && count === 0n) count = UNLIMITED;
  const records = context.log.records;
  let sent = 0n;
  if (forwards) {
    let i =
      all.getAllOptionCase() === AllCase.POSITION
        ? context.log.firstIndexAtOrAfter(...positionOf(all))
        : all.getAllOptionCase() === AllCase.END
          ? records.length
          : 0;
    while (i < records.length && sent < count) {
      const record = records[i++];
      if (!allows(record)) continue;
      if (!(await out.write(readEventResponse(record, uuidOption)))) return;
      sent += 1n;
    }
  } else {
    const end = context.log.writerCheckpoint;
    const [commit, prepare] =
      all.getAllOptionCase() === AllCase.POSITION
        ? positionOf(all)
        : all.getAllOptionCase() === AllCase.START
          ? [0n, 0n]
          : [end, end];
    // Backwards: records that END at or before the position, newest first.
    let i = records.length - 1;
    while (i >= 0 && comparePositions(records[i].postPosition, records[i].postPosition, commit, prepare) > 0) i -= 1;
    while (i >= 0 && sent < count) {
      const record = records[i--];
      if (!allows(record)) continue;
      if (!(await out.write(readEventResponse(record, uuidOption)))) return;
      sent += 1n;
    }
  }
  out.end();
}

/** Waits until the next write is committed (or the call closes). */
function nextCommit(context: SimulatorContext, out: ResponseStream<ReadResp>): Promise<void> {
  return out.until((wake) => context.log.onCommitted(wake));
}

async function subscribeToStream(
  context: SimulatorContext,
  options: ReadReq.Options,
  uuidOption: ReadReq.Options.UUIDOption,
  out: ResponseStream<ReadResp>,
): Promise<void> {
  const streamName = requireStreamName(options);
  const start = options.getStream()!;
  if (context.index.lastEventNumber(streamName) === DELETED_STREAM) throw RpcErrors.streamDeleted(streamName);
  if (!(await out.write(confirmation()))) return;

  // Exclusive start: after this event number (-1 = from the first event).
  let last =
    start.getRevisionOptionCase() === RevisionCase.REVISION
      ? BigInt(start.getRevision())
      : start.getRevisionOptionCase() === RevisionCase.END
        ? context.index.lastEventNumber(streamName)
        : -1n;
  // Catch-up read and live cursor are taken in the same tick, so nothing falls between them.
  const catchUp = context.index.readForward(streamName, last + 1n, UNLIMITED);
  let cursor = context.log.records.length;
  if (catchUp.kind === 'deleted') throw RpcErrors.streamDeleted(streamName);
  if (catchUp.kind === 'events') {
    for (const event of catchUp.events) {
      if (!(await out.write(readEventResponse(event, uuidOption)))) return;
      last = event.eventNumber;
    }
  }
  if (!(await out.write(caughtUp()))) return;

  const records = context.log.records;
  while (out.isOpen) {
    while (cursor < records.length) {
      const record = records[cursor++];
      if (record.streamId !== streamName) continue;
      if (record.eventNumber === DELETED_STREAM) throw RpcErrors.streamDeleted(streamName);
      if (record.eventNumber <= last) continue;
      if (!(await out.write(readEventResponse(record, uuidOption)))) return;
      last = record.eventNumber;
    }
    await nextCommit(context, out);
  }
}

async function subscribeToAll(
  context: SimulatorContext,
  options: ReadReq.Options,
  uuidOption: ReadReq.Options.UUIDOption,
  filter: ClientFilter | undefined,
  out: ResponseStream<ReadResp>,
): Promise<void> {
  const all = options.getAll()!;
  const allows = filter?.allows ?? defaultAllFilter;
  if (!(await out.write(confirmation()))) return;

  const records = context.log.records;
  let cursor: number;
  let lastConsidered: bigint | undefined;
  if (all.getAllOptionCase() === AllCase.POSITION) {
    const [commit, prepare] = positionOf(all);
    cursor = context.log.firstIndexAtOrAfter(commit, prepare);
    // Exclusive: the event at the checkpoint itself was already delivered.
    const at = records[cursor];
    if (at && comparePositions(at.logPosition, at.logPosition, commit, prepare) === 0) cursor += 1;
    lastConsidered = commit;
  } else {
    cursor = all.getAllOptionCase() === AllCase.END ? records.length : 0;
  }

  let considered = 0;
  const deliver = async (): Promise<boolean> => {
    while (cursor < records.length) {
      const record: EventRecord = records[cursor++];
      if (allows(record) && !(await out.write(readEventResponse(record, uuidOption)))) return false;
      lastConsidered = record.logPosition;
      if (filter && ++considered >= filter.checkpointInterval) {
        considered = 0;
        if (!(await out.write(checkpoint(record.logPosition)))) return false;
      }
    }
    return out.isOpen;
  };

  if (cursor < records.length) {
    if (!(await deliver())) return;
    // Going live: one checkpoint so that a checkpoint is issued within every interval. Live
    // checkpoints then count from here (the server counts them from the moment it subscribed;
    // the two differ only by events committed while catching up).
    if (filter && !(await out.write(checkpoint(lastConsidered ?? 0n)))) return;
    considered = 0;
  }
  if (!(await out.write(caughtUp()))) return;
  while (out.isOpen) {
    if (!(await deliver())) return;
    await nextCommit(context, out);
  }
}
