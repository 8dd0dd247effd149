import { Alert, Box, List, ListItemButton, ListItemText, Pagination, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@contracts/notifications';
import { NOTIFICATION_PAGE_SIZE } from '@shared/api/notifications.api';
import { formatDateTime } from '../../pages/batch-shared/format';
import { useNotificationsFeed } from './notifications-feed';

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
  return (
    <Box data-testid={testId}>
      {feed.failed && <Alert severity="error">{t('dashboard.notifications.failed')}</Alert>}
      {feed.items.length === 0 && !feed.loading && !feed.failed && (
        <Typography color="text.secondary" sx={{ p: 1 }}>
          {t('dashboard.notifications.empty')}
        </Typography>
      )}
      <List dense sx={{ maxHeight: LIST_HEIGHT, overflow: 'auto' }}>
        {feed.items.map((item) => (
          <ListItemButton
            key={item.id}
            onClick={() => open(item)}
            data-testid="notification-item"
            data-read={item.is_read}
          >
            <ListItemText
              primary={contentOf(item, i18n.language)}
              secondary={formatDateTime(item.created_at, i18n.language)}
              slotProps={{ primary: { sx: { fontWeight: item.is_read ? 400 : 700 } } }}
            />
          </ListItemButton>
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
