import { useSyncExternalStore } from 'react';
import { Alert, Box, Button, Slide } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NOTICE_REMOVAL_MS } from './notice-queue';
import type { NotificationStack } from './notification-stack';

/**
 * The notifications, stacked at the bottom (left on a wide screen, full width on a phone), away from
 * the header's menus and from the error alert at the top; each green with a Close button (spec §8).
 */
export function NotificationStackView({ stack }: { stack: NotificationStack }) {
  const { t } = useTranslation();
  const shown = useSyncExternalStore(stack.subscribe, stack.shown);
  if (shown.length === 0) return null;
  return (
    <Box
      data-testid="notification-stack"
      sx={{
        position: 'fixed',
        bottom: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
        maxWidth: { sm: 420 },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        // The free space between the alerts lets clicks through to the page.
        pointerEvents: 'none',
      }}
    >
      {shown.map(({ id, notice, open }) => (
        <Slide key={id} in={open} direction="up" appear timeout={{ enter: 225, exit: NOTICE_REMOVAL_MS }}>
          <Alert
            severity="success"
            variant="filled"
            role="status"
            data-testid="notice-info"
            data-group={notice.group}
            sx={{ pointerEvents: 'auto' }}
            action={
              <Button color="inherit" size="small" onClick={() => stack.close(id)}>
                {t('common.close')}
              </Button>
            }
          >
            {notice.key ? t(notice.key, notice.params ?? {}) : (notice.text ?? '')}
          </Alert>
        </Slide>
      ))}
    </Box>
  );
}
