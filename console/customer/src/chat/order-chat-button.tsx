import { Suspense, useState } from 'react';
import { Button } from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/services';
import { LazyChatDialog as ChatDialog } from './lazy-chat-dialog';
import { orderRoom } from './chat-rules';

interface Props {
  batchNumber: string;
  batchId: string;
  batchType: string;
  buyerId: string;
  requesterId: string;
  /** The server's room name when the detail carries it; else built from the contract's rule. */
  room?: string | null;
  size?: 'small' | 'medium';
  testId?: string;
}

/** Opens the order chat between the batch's buyer and requester (from the list and the detail). */
export function OrderChatButton({
  batchNumber,
  batchId,
  batchType,
  buyerId,
  requesterId,
  room,
  size = 'medium',
  testId = 'action-chat',
}: Props) {
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
            batchHref={`/dashboard/${batchType}/${batchId}`}
            testId="order-chat"
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
