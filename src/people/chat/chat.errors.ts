import { ApiError } from '../../platform/web/api-error';

/** Socket acks carry only the code; HTTP answers use the same codes (errors.chat.json). */
export const CHAT_CODES = {
  forbidden: 'CHAT_ROOM_FORBIDDEN',
  empty: 'CHAT_MESSAGE_EMPTY',
  tooLong: 'CHAT_MESSAGE_TOO_LONG',
  invalid: 'CHAT_MESSAGE_INVALID',
  failed: 'CHAT_SEND_FAILED',
} as const;
export type ChatCode = (typeof CHAT_CODES)[keyof typeof CHAT_CODES];

/** A room that is not yours looks the same whether or not its batch exists. */
export const chatRoomForbidden = () => new ApiError(403, CHAT_CODES.forbidden, 'You cannot open this chat', {});
export const chatRoomInvalid = (field: string) => new ApiError(400, 'VALIDATION_FAILED', 'Wrong format', { field });
export const chatRoomNotFound = () => new ApiError(404, 'CHAT_ROOM_NOT_FOUND', 'This chat does not exist', {});
