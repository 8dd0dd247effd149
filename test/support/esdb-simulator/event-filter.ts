import { ReadReq } from '@eventstore/db-client/generated/streams_pb';
import { RpcErrors } from './grpc-errors';
import { EPOCH_INFORMATION_STREAM } from './stream-names';
import type { EventRecord } from './transaction-log';

// $all filters, as the server's EventFilter. Every $all read or subscription applies the default
// $all filter (user streams always pass; `$epoch-information` and the persistent-subscription-to-$all
// checkpoint/parked streams never do; other system streams such as `$$metastreams` and tombstones
// do), and a client filter is applied on top of it: a stream-name or event-type filter given as a
// regex (unanchored match, like .NET Regex.Match) or, when the regex is empty, a list of prefixes.

export type EventFilter = (record: EventRecord) => boolean;

export const defaultAllFilter: EventFilter = (record) => {
  const stream = record.streamId;
  if (!stream.startsWith('$')) return true;
  if (stream === EPOCH_INFORMATION_STREAM) return false;
  if (
    stream.startsWith('$persistentsubscription-$all::') &&
    (stream.endsWith('-checkpoint') || stream.endsWith('-parked'))
  )
    return false;
  return true;
};

/** Default window when the client sends `count` instead of `max`: the server's read batch size. */
export const DEFAULT_MAX_SEARCH_WINDOW = 32;

export interface ClientFilter {
  allows: EventFilter;
  /** Checkpoints every `checkpointIntervalMultiplier × maxSearchWindow` considered events. */
  checkpointInterval: number;
}

export function clientFilter(options: ReadReq.Options.FilterOptions): ClientFilter {
  const FilterCase = ReadReq.Options.FilterOptions.FilterCase;
  const expression =
    options.getFilterCase() === FilterCase.EVENT_TYPE ? options.getEventType() : options.getStreamIdentifier();
  if (!expression) throw RpcErrors.invalidArgument(`'${options.getFilterCase()}' is not a valid filter`);
  const field =
    options.getFilterCase() === FilterCase.EVENT_TYPE
      ? (r: EventRecord) => r.eventType
      : (r: EventRecord) => r.streamId;
  let matches: (value: string) => boolean;
  if (expression.getRegex()) {
    let regex: RegExp;
    try {
      regex = new RegExp(expression.getRegex());
    } catch {
      throw RpcErrors.unhandled();
    }
    matches = (value) => regex.test(value);
  } else {
    const prefixes = expression.getPrefixList();
    matches = (value) => prefixes.some((prefix) => value.startsWith(prefix));
  }
  const window =
    options.getWindowCase() === ReadReq.Options.FilterOptions.WindowCase.MAX
      ? options.getMax()
      : DEFAULT_MAX_SEARCH_WINDOW;
  const multiplier = options.getCheckpointintervalmultiplier();
  if (multiplier === 0 || window === 0) throw RpcErrors.unhandled();
  return {
    allows: (record) => defaultAllFilter(record) && matches(field(record)),
    checkpointInterval: multiplier * window,
  };
}
