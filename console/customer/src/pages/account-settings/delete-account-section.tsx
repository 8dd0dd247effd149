import { useState } from 'react';
import { Button, DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { CommandDialog } from '../../commands/command-dialog';
import { useSessionActions } from '../../session/use-session-actions';
import { AccountSection } from '../../components/titled-section';

/** Spec §5/§7: deletion is refused while new or active requests exist; that is the only failure text. */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { accounts } = useServices();
  const { signOut } = useSessionActions();
  const [open, setOpen] = useState(false);

  const deleted = () => {
    setOpen(false);
    // The deleted account's sessions already ended on the server.
    void signOut('/home', { serverSide: false });
  };

  return (
    <AccountSection title={t('account.deleteTitle')} hint={t('account.deleteWarning')} borderColor="error.light">
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} data-testid="account-delete">
        {t('account.delete')}
      </Button>
      <CommandDialog
        open={open}
        maxWidth="sm"
        title={t('account.deleteConfirmTitle')}
        testId="account-delete-dialog"
        submitLabel={t('account.delete')}
        submitColor="error"
        submitTestId="account-delete-confirm"
        send={() => accounts.remove(userId)}
        success="account.deleted"
        failure="account.deleteBlocked"
        onClose={() => setOpen(false)}
        onDone={deleted}
        onFailed={() => setOpen(false)}
      >
        <DialogContentText>{t('account.deleteConfirm')}</DialogContentText>
      </CommandDialog>
    </AccountSection>
  );
}
