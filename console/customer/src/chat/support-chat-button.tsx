import { Suspense, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/services';
import { LazyChatDialog as ChatDialog } from './lazy-chat-dialog';
import { supportRoom } from './chat-rules';

/** The header's support chat: one room per account (`{accountId}_CS`) that staff answer. */
export function SupportChatButton() {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const me = session?.accountId;
  if (!me || session?.userStatus !== 0) return null;
  return (
    <>
      <Tooltip title={t('chat.supportChat')}>
        <IconButton
          color="inherit"
          aria-label={t('chat.supportChat')}
          onClick={() => setOpen(true)}
          data-testid="support-chat-button"
        >
          <SupportAgentIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <ChatDialog
            room={supportRoom(me)}
            me={me}
            fallbackTitle={t('chat.supportTitle')}
            testId="support-chat"
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
