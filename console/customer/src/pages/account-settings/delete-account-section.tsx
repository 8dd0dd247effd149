import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNotify, useServices } from '../../app/services';
import { useSessionActions } from '../../session/use-session-actions';

/** Spec §5/§7: deletion is refused while new or active requests exist; that is the only failure text. */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { accounts } = useServices();
  const notify = useNotify();
  const { signOut } = useSessionActions();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await accounts.remove(userId);
      setOpen(false);
      notify.info({ key: 'account.deleted' });
      signOut('/home');
    } catch {
      notify.error({ key: 'account.deleteBlocked' });
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, borderColor: 'error.light' }} component="section">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('account.deleteTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('account.deleteWarning')}
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} data-testid="account-delete">
        {t('account.delete')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)}>
        <DialogTitle>{t('account.deleteConfirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('account.deleteConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void remove()} disabled={busy} data-testid="account-delete-confirm">
            {t('account.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
