// EventStoreDB's reserved names and sentinel numbers, as the server defines them
// (SystemStreams, SystemEventTypes, ExpectedVersion, EventNumber in EventStore.Core).

/** `long.MaxValue`: a tombstoned stream's last event number, and `$tb` of a soft-deleted stream. */
export const DELETED_STREAM = 2n ** 63n - 1n;

/** ExpectedVersion constants: the server compares them numerically against the current version. */
export const EXPECTED_NO_STREAM = -1n;
export const EXPECTED_ANY = -2n;
export const EXPECTED_STREAM_EXISTS = -4n;

/** Last event number of a stream that has never been written. */
export const NO_STREAM = -1n;

export const STREAM_METADATA_EVENT_TYPE = '$metadata';
export const STREAM_DELETED_EVENT_TYPE = '$streamDeleted';
export const EPOCH_INFORMATION_STREAM = '$epoch-information';
export const EPOCH_INFORMATION_EVENT_TYPE = '$epoch-information';

export const isSystemStream = (streamId: string): boolean => streamId.startsWith('$');
export const isMetastream = (streamId: string): boolean => streamId.startsWith('$$');
export const metastreamOf = (streamId: string): string => `$$${streamId}`;
export const originalStreamOf = (metastreamId: string): string => metastreamId.slice(2);
