import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { ActionButton } from '../../components/action-button';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useCommand } from '../../commands/use-command';
import { CommandFailureAlert } from '../../commands/command-failure';
import { VerificationStep } from '../onboarding/verification-step';
import { currentPhone, initialVerification, isVerified } from '../onboarding/verification-state';
import type { CallingCountry } from '../onboarding/onboarding-rules';

const callingCountryOf = (mobile: string | null): CallingCountry =>
  mobile?.startsWith('+853') ? 'mo' : mobile?.startsWith('+886') ? 'tw' : 'hk';

/**
 * Account settings: the mobile number changes only through the OTP dialog (spec §2 "OTP mobile
 * verification"): the new number gets a code, the code is verified, then the number is saved (the
 * server accepts it only with that verification).
 */
export function MobileSection({
  userId,
  mobile,
  onChanged,
}: {
  userId: string;
  mobile: string | null;
  onChanged: (mobile: string) => void;
}) {
  const { t } = useTranslation();
  const { accounts } = useServices();
  // A refusal of the verified number is said in the dialog, above Save.
  const command = useCommand();
  const [open, setOpen] = useState(false);
  const [verification, setVerification] = useState(() => initialVerification(callingCountryOf(mobile)));
  const verified = isVerified(verification);

  const save = async () => {
    const phone = currentPhone(verification);
    const outcome = await command.run(() => accounts.update(userId, { mobile: phone }), { success: 'account.saved' });
    if (!outcome.ok) return;
    onChanged(phone);
    setOpen(false);
    setVerification(initialVerification(callingCountryOf(phone)));
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography data-testid="settings-mobile">{mobile ?? '-'}</Typography>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="settings-change-mobile">
        {t('account.mobile.change')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="otp-dialog-title">
        <DialogTitle id="otp-dialog-title">{t('account.mobile.dialogTitle')}</DialogTitle>
        <DialogContent data-testid="otp-dialog">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('account.mobile.dialogHint')}
          </Typography>
          <VerificationStep value={verification} onChange={setVerification} />
          <CommandFailureAlert failure={command.failure} testId="settings-save-mobile-error" />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
          <ActionButton run={save} disabled={!verified || command.busy} testId="settings-save-mobile">
            {t('account.mobile.save')}
          </ActionButton>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
