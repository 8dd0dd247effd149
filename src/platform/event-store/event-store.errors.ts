/** Stable codes so the HTTP layer can map store failures without string matching. */
export class WrongExpectedRevisionError extends Error {
  readonly code = 'EVENT_STORE_WRONG_EXPECTED_REVISION';
  constructor(
    readonly streamId: string,
    readonly expected: string,
    readonly actual: number | null,
  ) {
    super(`Stream ${streamId}: expected revision ${expected}, actual ${actual === null ? 'no stream' : actual}`);
  }
}

export class StreamDeletedError extends Error {
  readonly code = 'EVENT_STORE_STREAM_DELETED';
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} is deleted`);
  }
}

export class InvalidEventError extends Error {
  readonly code = 'EVENT_STORE_INVALID_EVENT';
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}
