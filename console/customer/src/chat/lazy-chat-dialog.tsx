import { lazy } from 'react';

/**
 * The chat dialog (MUI Dialog, the message list and its socket room) as its own chunk: the header's
 * support chat and the order rows only show a button until it is pressed.
 */
export const LazyChatDialog = lazy(() => import('./chat-dialog').then((m) => ({ default: m.ChatDialog })));
