import { Suspense, useState } from 'react';
import { Button } from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/services';
import { LazyChatDialog as ChatDialog } from './lazy-chat-dialog';
import { orderRoom } from './chat-rules';

/** The fields of a batch the chat needs, as its list row and its detail both carry them. */
interface ChatBatch {
  id: string;
  batch_number: string;
  type: string;
  buyer_id: string;
  requester_id: string;
  /** The server's room name when the batch carries it; else built from the contract's rule. */
  chat_room?: string | null;
}

interface Props {
  batch: ChatBatch;
  size?: 'small' | 'medium';
  testId?: string;
}

/** Opens the order chat between the batch's buyer and requester (from the list and the detail). */
export function OrderChatButton({ batch, size = 'medium', testId = 'action-chat' }: Props) {
  const { batch_number: batchNumber, buyer_id: buyerId, requester_id: requesterId, chat_room: room } = batch;
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const me = session?.accountId;
  if (!me) return null;
  return (
    <>
      <Button
        size={size}
        variant="outlined"
        startIcon={<ChatBubbleOutlineIcon />}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {t('chat.orderChat')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ChatDialog
            room={room ?? orderRoom(buyerId, requesterId, batchNumber)}
            me={me}
            fallbackTitle={t('chat.orderChatTitle', { batchNumber })}
            batchHref={`/dashboard/${batch.type}/${batch.id}`}
            testId="order-chat"
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
