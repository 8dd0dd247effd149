import { useState } from 'react';
import { Avatar, Box, Button, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LogoutIcon from '@mui/icons-material/Logout';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@shared/i18n/error-key';
import { useConfig, useNotify, useSession } from '../app/services';
import { useSessionActions } from '../session/use-session-actions';
import { useSessionCountry } from '../session/use-session-country';
import { NotificationsBell } from './notifications/notifications-bell';
import { SupportChatButton } from '../chat/support-chat-button';

/** Signed-in controls: bell, my requests, account (avatar + first name), sign out; compact on small screens. */
export function UserMenu({ compact }: { compact: boolean }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const { signOut, switchAccount } = useSessionActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A requester's session stored before it carried the country learns it here, for the language
  // menu (which reads only the session: the profile's actions stay out of every page's first load).
  useSessionCountry(!useConfig().forceHongKongEnglish);
  if (!session) return null;
  const name = session.firstName ?? session.email;
  const switchKey = session.accountType === 'b' ? 'common.user.switchToRequester' : 'common.user.switchToBuyer';
  const close = () => setAnchor(null);
  const go = (to: string) => {
    close();
    void navigate(to);
  };
  const doSwitch = async () => {
    close();
    try {
      await switchAccount();
      void navigate('/dashboard');
    } catch (error) {
      notify.error({ key: errorKey(error, (k) => i18n.exists(k)) });
    }
  };
  const avatar = (
    <Avatar src={session.avatar} alt={name} sx={{ width: 32, height: 32 }}>
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {/* The compact (phone) header keeps the bell and the support chat. */}
      <NotificationsBell />
      <SupportChatButton />
      {!compact && (
        <>
          <Tooltip title={t('common.user.myRequests')}>
            <IconButton
              color="inherit"
              aria-label={t('common.user.myRequests')}
              onClick={() => void navigate('/dashboard')}
            >
              <ListAltIcon />
            </IconButton>
          </Tooltip>
        </>
      )}
      {compact ? (
        <IconButton
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t('common.user.account')}
          data-testid="account-menu"
        >
          {avatar}
        </IconButton>
      ) : (
        <Button
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          startIcon={avatar}
          data-testid="account-menu"
          sx={{ textTransform: 'none' }}
        >
          {name}
        </Button>
      )}
      {!compact && (
        <Tooltip title={t('common.user.signOut')}>
          <IconButton
            color="inherit"
            aria-label={t('common.user.signOut')}
            onClick={() => void signOut()}
            data-testid="sign-out"
          >
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {compact && <MenuItem onClick={() => go('/dashboard')}>{t('common.user.myRequests')}</MenuItem>}
        <MenuItem onClick={() => go('/dashboard/accountSettings')} data-testid="menu-account-settings">
          {t('common.user.accountSettings')}
        </MenuItem>
        <MenuItem onClick={() => void doSwitch()} data-testid="menu-switch">
          {t(switchKey)}
        </MenuItem>
        {compact && (
          <MenuItem
            onClick={() => {
              close();
              void signOut();
            }}
          >
            {t('common.user.signOut')}
          </MenuItem>
        )}
      </Menu>
    </Box>
  );
}
