/** A reply the socket has not acknowledged yet: its room, words and the id it went under. */
export interface UnansweredReply {
  readonly room: string;
  readonly message: string;
  readonly id: string;
}

/**
 * The id a staff reply goes under. A refused send keeps the words in the reply box; pressing Send
 * again with the same words in the same room reuses the unanswered id, so when only the answer was
 * lost the server (which de-duplicates by id) stores the reply once. Other words are a new reply.
 */
export function replyFor(
  last: UnansweredReply | undefined,
  room: string,
  message: string,
  newId: () => string,
): UnansweredReply {
  return last && last.room === room && last.message === message ? last : { room, message, id: newId() };
}
