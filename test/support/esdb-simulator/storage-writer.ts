import { randomUUID } from 'node:crypto';
import {
  DELETED_STREAM,
  EPOCH_INFORMATION_EVENT_TYPE,
  EPOCH_INFORMATION_STREAM,
  EXPECTED_ANY,
  EXPECTED_NO_STREAM,
  EXPECTED_STREAM_EXISTS,
  STREAM_DELETED_EVENT_TYPE,
  STREAM_METADATA_EVENT_TYPE,
  isMetastream,
  metastreamOf,
  originalStreamOf,
} from './stream-names';
import { SOFT_DELETE_METADATA, withTruncateBefore } from './stream-metadata';
import type { StreamIndex } from './stream-index';
import { epochInformationData, type TransactionLog } from './transaction-log';

// The single writer: every write is checked and applied synchronously, so writes are atomic and
// $all order is write order, as with the server's one StorageWriterService queue. The rules are
// the server's IndexWriter.CheckCommit and StorageWriterService (WritePrepares / WriteDelete):
//
// - expected version: ANY (-2), NO_STREAM (-1), STREAM_EXISTS (-4) or an exact event number;
// - idempotency by event id: a retry of ids already written to this stream is acknowledged with
//   the original result (first/last event number, the last event's position) and writes nothing.
//   With ANY/STREAM_EXISTS the ids are looked up wherever they are in the stream; with an exact or
//   NO_STREAM expectation they must sit right after that expected version. A retry that matches
//   only partly is a wrong expected version ("corrupted idempotency");
// - soft delete = a `$metadata` event `{"$tb":long.MaxValue}` in `$$stream`; writing to the stream
//   again (ANY, NO_STREAM or its last event number) re-creates it: numbering continues and the
//   server appends a copy of the metadata with `$tb` = the first new event number. STREAM_EXISTS
//   on a soft-deleted stream is refused as deleted;
// - hard delete (tombstone) = a `$streamDeleted` record with event number long.MaxValue; the
//   stream and its metastream then refuse every write and read as deleted.

/** An event as proposed by a client, already validated. */
export interface ProposedEvent {
  eventId: string;
  eventType: string;
  isJson: boolean;
  data: Uint8Array;
  metadata: Uint8Array;
}

export type WriteOutcome =
  | { kind: 'success'; firstEventNumber: bigint; lastEventNumber: bigint; position: bigint | undefined }
  | { kind: 'wrong-expected-version'; currentVersion: bigint }
  | { kind: 'stream-deleted' };

export type DeleteOutcome =
  | { kind: 'success'; position: bigint }
  | { kind: 'wrong-expected-version'; currentVersion: bigint }
  | { kind: 'stream-deleted' };

type CommitCheck =
  | { decision: 'ok'; currentVersion: bigint; isSoftDeleted: boolean }
  | { decision: 'wrong-expected-version'; currentVersion: bigint }
  | { decision: 'deleted'; currentVersion: bigint }
  | { decision: 'idempotent'; currentVersion: bigint; startEventNumber: bigint; endEventNumber: bigint };

/** A prepare without data (an empty append) still takes log space. */
const EMPTY_PREPARE_SIZE = 96n;

export class StorageWriter {
  constructor(
    private readonly log: TransactionLog,
    private readonly index: StreamIndex,
  ) {}

  writeFirstEpoch(): void {
    this.log.writeFirstEpoch((epochPosition) => ({
      streamId: EPOCH_INFORMATION_STREAM,
      eventNumber: 0n,
      eventId: randomUUID(),
      eventType: EPOCH_INFORMATION_EVENT_TYPE,
      isJson: true,
      data: epochInformationData(epochPosition),
      metadata: new Uint8Array(),
    }));
    this.index.add(this.log.records[0]);
  }

  writeEvents(streamId: string, expectedVersion: bigint, events: ProposedEvent[]): WriteOutcome {
    const check = this.checkCommit(
      streamId,
      expectedVersion,
      events.map((e) => e.eventId),
    );
    switch (check.decision) {
      case 'deleted':
        return { kind: 'stream-deleted' };
      case 'wrong-expected-version':
        return { kind: 'wrong-expected-version', currentVersion: check.currentVersion };
      case 'idempotent':
        return {
          kind: 'success',
          firstEventNumber: check.startEventNumber,
          lastEventNumber: check.endEventNumber,
          // The server re-reads the last event under the read rules; if it is hidden now, no position.
          position: this.index.readEvent(streamId, check.endEventNumber)?.logPosition,
        };
      case 'ok':
        break;
    }
    // Decided before the write: was the stream this metastream describes soft-deleted?
    const undeleteMetastreamOwner = isMetastream(streamId) && this.index.isSoftDeleted(originalStreamOf(streamId));
    let position: bigint;
    if (events.length === 0) {
      position = this.log.appendInvisible(EMPTY_PREPARE_SIZE);
    } else {
      position = 0n;
      events.forEach((event, i) => {
        const record = this.log.append({ ...event, streamId, eventNumber: check.currentVersion + 1n + BigInt(i) });
        this.index.add(record);
        position = record.logPosition;
      });
    }
    if (check.isSoftDeleted) this.softUndelete(streamId, check.currentVersion + 1n);
    if (undeleteMetastreamOwner) {
      const owner = originalStreamOf(streamId);
      this.softUndelete(owner, this.index.lastEventNumber(owner) + 1n);
    }
    this.log.notifyCommitted();
    return {
      kind: 'success',
      firstEventNumber: check.currentVersion + 1n,
      lastEventNumber: check.currentVersion + BigInt(events.length),
      position,
    };
  }

  deleteStream(streamId: string, expectedVersion: bigint, hardDelete: boolean): DeleteOutcome {
    const check = this.checkCommit(streamId, expectedVersion, [randomUUID()]);
    if (check.decision === 'deleted') return { kind: 'stream-deleted' };
    if (check.decision === 'wrong-expected-version')
      return { kind: 'wrong-expected-version', currentVersion: check.currentVersion };
    let position: bigint;
    if (hardDelete) {
      const tombstone = this.log.append({
        streamId,
        eventNumber: DELETED_STREAM,
        eventId: randomUUID(),
        eventType: STREAM_DELETED_EVENT_TYPE,
        isJson: false,
        data: new Uint8Array(),
        metadata: new Uint8Array(),
      });
      this.index.add(tombstone);
      position = tombstone.logPosition;
    } else {
      const metastream = metastreamOf(streamId);
      const metaLast = this.index.lastEventNumber(metastream);
      // Newer servers refuse to soft-delete a stream that never had events or metadata.
      if (this.index.lastEventNumber(streamId) < 0n && metaLast < 0n)
        return { kind: 'wrong-expected-version', currentVersion: -1n };
      const marker = this.log.append({
        streamId: metastream,
        eventNumber: metaLast + 1n,
        eventId: randomUUID(),
        eventType: STREAM_METADATA_EVENT_TYPE,
        isJson: true,
        data: SOFT_DELETE_METADATA,
        metadata: new Uint8Array(),
      });
      this.index.add(marker);
      position = marker.logPosition;
    }
    this.log.notifyCommitted();
    return { kind: 'success', position };
  }

  /** Re-creates a soft-deleted stream: its metadata again, with `$tb` at the first new event number. */
  private softUndelete(streamId: string, recreateFrom: bigint): void {
    const { metaLastEventNumber, raw } = this.index.rawMetadata(streamId);
    const modified = raw && withTruncateBefore(raw, recreateFrom);
    if (!modified) return;
    this.index.add(
      this.log.append({
        streamId: metastreamOf(streamId),
        eventNumber: metaLastEventNumber + 1n,
        eventId: randomUUID(),
        eventType: STREAM_METADATA_EVENT_TYPE,
        isJson: true,
        data: modified,
        metadata: new Uint8Array(),
      }),
    );
  }

  private checkCommit(streamId: string, expectedVersion: bigint, eventIds: string[]): CommitCheck {
    const currentVersion = this.index.lastEventNumber(streamId);
    if (currentVersion === DELETED_STREAM) return { decision: 'deleted', currentVersion };
    const wrong: CommitCheck = { decision: 'wrong-expected-version', currentVersion };

    if (expectedVersion === EXPECTED_STREAM_EXISTS) {
      if (this.index.isSoftDeleted(streamId)) return { decision: 'deleted', currentVersion };
      // A stream with only metadata "exists" for STREAM_EXISTS.
      if (currentVersion < 0n && this.index.lastEventNumber(metastreamOf(streamId)) < 0n) return wrong;
    }

    if (expectedVersion === EXPECTED_ANY || expectedVersion === EXPECTED_STREAM_EXISTS) {
      let start = -1n;
      let end = -1n;
      for (const [i, eventId] of eventIds.entries()) {
        const committed = this.index.committedEvent(eventId);
        if (!committed || committed.streamId !== streamId) {
          return i === 0
            ? { decision: 'ok', currentVersion, isSoftDeleted: this.index.isSoftDeleted(streamId) }
            : wrong;
        }
        if (i === 0) start = committed.eventNumber;
        end = committed.eventNumber;
      }
      if (eventIds.length === 0)
        return { decision: 'ok', currentVersion, isSoftDeleted: this.index.isSoftDeleted(streamId) };
      return { decision: 'idempotent', currentVersion, startEventNumber: start, endEventNumber: end };
    }

    if (expectedVersion < currentVersion) {
      let eventNumber = expectedVersion;
      for (const eventId of eventIds) {
        eventNumber += 1n;
        const committed = this.index.committedEvent(eventId);
        if (committed && committed.streamId === streamId && committed.eventNumber === eventNumber) continue;
        if (this.index.eventAt(streamId, eventNumber)?.eventId === eventId) continue;
        if (eventNumber !== expectedVersion + 1n) return wrong; // part of the ids matched: not a retry
        // NO_STREAM on a soft-deleted stream re-creates it.
        if (expectedVersion === EXPECTED_NO_STREAM && this.index.isSoftDeleted(streamId))
          return { decision: 'ok', currentVersion, isSoftDeleted: true };
        return wrong;
      }
      if (eventNumber === expectedVersion) return wrong; // nothing to write
      return {
        decision: 'idempotent',
        currentVersion,
        startEventNumber: expectedVersion + 1n,
        endEventNumber: eventNumber,
      };
    }

    if (expectedVersion > currentVersion) return wrong;
    return { decision: 'ok', currentVersion, isSoftDeleted: this.index.isSoftDeleted(streamId) };
  }
}
