import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * An offline indicator. While the browser has no connection a banner says so; when it
 * returns the banner goes and the realtime client reconnects, re-joins its rooms and emits `resync`,
 * on which the open screens reload what they show (realtime-client.ts).
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  useEffect(() => {
    const down = () => setOffline(true);
    const up = () => setOffline(false);
    window.addEventListener('offline', down);
    window.addEventListener('online', up);
    return () => {
      window.removeEventListener('offline', down);
      window.removeEventListener('online', up);
    };
  }, []);
  if (!offline) return null;
  return (
    <Alert severity="warning" role="status" square data-testid="offline-banner">
      {t('common.offline')}
    </Alert>
  );
}
