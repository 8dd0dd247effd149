import { useState } from 'react';
import { Badge, Box, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslation } from 'react-i18next';
import { useNotificationsFeed } from './notifications-feed';
import { NotificationsList } from './notifications-list';

/** Header bell with the unread count; opens the notifications panel. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const feed = useNotificationsFeed();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('common.user.notifications')}>
        <IconButton
          color="inherit"
          // The visible count is part of the accessible name (axe label-content-name-mismatch).
          aria-label={
            feed.unread > 0
              ? `${t('common.user.notifications')} ${feed.unread > 99 ? '99+' : feed.unread}`
              : t('common.user.notifications')
          }
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid="notifications-bell"
        >
          {/* No badge at all when nothing is unread: an invisible badge still holds its last count as
              text, which a screen reader's name check reads against the label (axe
              label-content-name-mismatch for every user who has read everything). */}
          {feed.unread > 0 ? (
            <Badge badgeContent={feed.unread} color="error" data-testid="notifications-unread">
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsIcon />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ width: 360, p: 1 }}>
          <Typography variant="subtitle1" sx={{ px: 1 }}>
            {t('dashboard.notifications.title')}
          </Typography>
          <NotificationsList testId="notifications-panel" onOpen={() => setAnchor(null)} />
        </Box>
      </Popover>
    </>
  );
}
