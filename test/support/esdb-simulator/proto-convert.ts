import * as shared from '@eventstore/db-client/generated/shared_pb';
import { ReadReq, ReadResp } from '@eventstore/db-client/generated/streams_pb';
import { RpcErrors } from './grpc-errors';
import type { EventRecord } from './transaction-log';

// Conversions between the wire messages and the simulator's records. uint64 fields travel as
// decimal strings (the client's protos use jstype = JS_STRING), so positions and revisions are
// bigint here and never pass through a JS number.

const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A UUID in either wire form (string or two signed 64-bit halves), as a lower-case canonical string. */
export function uuidFromProto(uuid: shared.UUID | undefined): string {
  if (!uuid) throw RpcErrors.unhandled();
  if (uuid.hasStructured()) {
    const structured = uuid.getStructured()!;
    const hex =
      BigInt.asUintN(64, BigInt(structured.getMostSignificantBits())).toString(16).padStart(16, '0') +
      BigInt.asUintN(64, BigInt(structured.getLeastSignificantBits())).toString(16).padStart(16, '0');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
  // Guid.Parse also accepts 32 bare hex digits and braces; anything else makes the handler throw.
  const text = uuid
    .getString()
    .trim()
    .toLowerCase()
    .replace(/^\{(.*)\}$/, '$1');
  const canonical = /^[0-9a-f]{32}$/.test(text)
    ? `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
    : text;
  if (!CANONICAL_UUID.test(canonical)) throw RpcErrors.unhandled();
  return canonical;
}

export function uuidToProto(id: string, structured: boolean): shared.UUID {
  const uuid = new shared.UUID();
  if (!structured) return uuid.setString(id);
  const hex = id.replace(/-/g, '');
  const halves = new shared.UUID.Structured()
    .setMostSignificantBits(BigInt.asIntN(64, BigInt(`0x${hex.slice(0, 16)}`)).toString())
    .setLeastSignificantBits(BigInt.asIntN(64, BigInt(`0x${hex.slice(16)}`)).toString());
  return uuid.setStructured(halves);
}

export function streamNameFromProto(identifier: shared.StreamIdentifier | undefined): string {
  return identifier ? Buffer.from(identifier.getStreamName_asU8()).toString('utf8') : '';
}

export function streamIdentifier(streamName: string): shared.StreamIdentifier {
  return new shared.StreamIdentifier().setStreamName(Buffer.from(streamName, 'utf8'));
}

export function readEventResponse(record: EventRecord, uuidOption: ReadReq.Options.UUIDOption): ReadResp {
  const position = String(record.logPosition);
  const recorded = new ReadResp.ReadEvent.RecordedEvent()
    .setId(
      uuidToProto(record.eventId, uuidOption.getContentCase() === ReadReq.Options.UUIDOption.ContentCase.STRUCTURED),
    )
    .setStreamIdentifier(streamIdentifier(record.streamId))
    .setStreamRevision(String(record.eventNumber))
    // Self-committed events: commit and prepare position are both the record's offset, on stream reads too.
    .setCommitPosition(position)
    .setPreparePosition(position)
    .setData(record.data)
    .setCustomMetadata(record.metadata);
  recorded
    .getMetadataMap()
    .set('type', record.eventType)
    .set('created', String(record.created))
    .set('content-type', record.isJson ? 'application/json' : 'application/octet-stream');
  const event = new ReadResp.ReadEvent().setEvent(recorded).setCommitPosition(position);
  return new ReadResp().setEvent(event);
}
