import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Pagination,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@contracts/notifications';
import { NOTIFICATION_PAGE_SIZE } from '@shared/api/notifications.api';
import { formatDateTime } from '../../pages/batch-shared/format';
import { useNotificationsFeed } from './notifications-feed';
import { RELOAD_SPINNER_MS } from './notification-timing';

/** Spec §9: notification list height 500 px. */
const LIST_HEIGHT = 500;

function contentOf(item: NotificationItem, locale: string): string {
  return item.content[locale] ?? item.content['en-hk'] ?? Object.values(item.content)[0] ?? '';
}

/** The notifications, newest first; a click marks the row read and opens its batch (spec §4). */
export function NotificationsList({ testId, onOpen }: { testId: string; onOpen?: () => void }) {
  const { t, i18n } = useTranslation();
  const feed = useNotificationsFeed();
  const navigate = useNavigate();
  const open = (item: NotificationItem) => {
    // Opening the batch matters more than the read flag; a failed mark is retried on the next click.
    void feed.markRead(item).catch(() => undefined);
    const { batch_type: type, batch_id: id, batch_number: number } = item.metadata;
    if (type && (id || number)) void navigate(`/dashboard/${type}/${id ?? number}`);
    onOpen?.();
  };
  // Spec §9: the reload spinner turns 1,500 ms even when the answer is faster.
  const [spinning, setSpinning] = useState(false);
  useEffect(() => {
    if (!spinning) return;
    const timer = setTimeout(() => setSpinning(false), RELOAD_SPINNER_MS);
    return () => clearTimeout(timer);
  }, [spinning]);
  const reload = () => {
    setSpinning(true);
    feed.loadPage(1);
  };
  return (
    <Box data-testid={testId}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <IconButton
          size="small"
          onClick={reload}
          disabled={spinning}
          aria-label={t('common.reload')}
          data-testid="notifications-reload"
        >
          {spinning ? (
            <CircularProgress size={18} aria-label={t('common.loading')} />
          ) : (
            <RefreshIcon fontSize="small" />
          )}
        </IconButton>
      </Box>
      {feed.failed && <Alert severity="error">{t('dashboard.notifications.failed')}</Alert>}
      {feed.items.length === 0 && !feed.loading && !feed.failed && (
        <Typography color="text.secondary" sx={{ p: 1 }}>
          {t('dashboard.notifications.empty')}
        </Typography>
      )}
      <List dense sx={{ maxHeight: LIST_HEIGHT, overflow: 'auto' }}>
        {feed.items.map((item) => (
          // Each row is a list item (axe "list": a <ul> holds only <li>), its button inside.
          <ListItem key={item.id} disablePadding>
            <ListItemButton onClick={() => open(item)} data-testid="notification-item" data-read={item.is_read}>
              <ListItemText
                primary={contentOf(item, i18n.language)}
                secondary={formatDateTime(item.created_at, i18n.language)}
                slotProps={{ primary: { sx: { fontWeight: item.is_read ? 400 : 700 } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {feed.count > NOTIFICATION_PAGE_SIZE && (
        <Pagination
          size="small"
          count={Math.ceil(feed.count / NOTIFICATION_PAGE_SIZE)}
          page={feed.page}
          onChange={(_, p) => feed.loadPage(p)}
        />
      )}
    </Box>
  );
}
