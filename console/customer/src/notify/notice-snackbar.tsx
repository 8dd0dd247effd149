import { useEffect, useSyncExternalStore } from 'react';
import { Alert, Button, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NOTICE_REMOVAL_MS, type NoticeQueue } from './notice-queue';
import type { Notices } from './notices';
import { NotificationStackView } from './notification-stack-view';

/** Both channels: the error alert at the top, the notifications stacked at the bottom. */
export function NoticeViews({ notices }: { notices: Notices }) {
  // Drawn: the notices held until now go to their channels, whose lifetimes start now.
  useEffect(() => notices.viewReady(), [notices]);
  return (
    <>
      <NoticeSnackbar queue={notices.errors} />
      <NotificationStackView stack={notices.news} />
    </>
  );
}

/**
 * Red for errors, green for information, each with a Close button (spec §8). At the top (spec §2),
 * below the sticky header and under the menus it opens, so they stay reachable.
 */
export function NoticeSnackbar({ queue }: { queue: NoticeQueue }) {
  const { t } = useTranslation();
  const view = useSyncExternalStore(queue.subscribe, queue.current);
  if (!view) return null;
  const { notice } = view;
  const text = notice.key ? t(notice.key, notice.params ?? {}) : (notice.text ?? '');
  return (
    <Snackbar
      open={view.open}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      // Under the layer of the header's menus (and of dialogs), as the notifications are.
      sx={{ top: { xs: 64, sm: 72 }, zIndex: (theme) => theme.zIndex.appBar }}
      transitionDuration={{ enter: 225, exit: NOTICE_REMOVAL_MS }}
    >
      <Alert
        severity={notice.severity === 'error' ? 'error' : 'success'}
        variant="filled"
        data-testid={`notice-${notice.severity}`}
        action={
          <Button color="inherit" size="small" onClick={() => queue.close(view.id)}>
            {t('common.close')}
          </Button>
        }
      >
        {text}
      </Alert>
    </Snackbar>
  );
}
