import { Drawer, List, ListItemButton, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useConfig, useSession } from '../app/services';

/** Small-screen navigation (spec §2): home, whyUs, pricing, faq, login, signup. */
export function PublicDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const config = useConfig();
  const session = useSession();
  const items: Array<[string, string]> = [
    ['/home', 'common.nav.home'],
    ['/whyUs', 'common.nav.whyUs'],
    ['/pricing', 'common.nav.pricing'],
    ['/faq', 'common.nav.faq'],
  ];
  if (!session) {
    items.push(['/login', 'common.nav.login']);
    if (!config.disableSignup) items.push(['/signup', 'common.nav.signup']);
  }
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t('common.a11y.navigation') } }}
    >
      {/* A navigation of links, not a <ul> (axe `list`: a <ul> holds only <li>). */}
      <List component="nav" sx={{ width: 240 }} data-testid="public-drawer">
        {items.map(([to, key]) => (
          <ListItemButton key={to} component={RouterLink} to={to} onClick={onClose}>
            <ListItemText primary={t(key)} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
