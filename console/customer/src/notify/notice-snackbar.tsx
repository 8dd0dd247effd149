import { useSyncExternalStore } from 'react';
import { Alert, Button, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NOTICE_REMOVAL_MS, type NoticeQueue } from './notice-queue';

/** Red for errors, green for information, each with a Close button (spec §8). */
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
