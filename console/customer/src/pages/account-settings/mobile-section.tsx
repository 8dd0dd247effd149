import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { ActionButton } from '../../components/action-button';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@shared/i18n/error-key';
import { useNotify, useServices } from '../../app/services';
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
  const { t, i18n } = useTranslation();
  const { accounts } = useServices();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [verification, setVerification] = useState(() => initialVerification(callingCountryOf(mobile)));
  const verified = isVerified(verification);

  const save = async () => {
    const phone = currentPhone(verification);
    setSaving(true);
    try {
      await accounts.update(userId, { mobile: phone });
      onChanged(phone);
      notify.info({ key: 'account.saved' });
      setOpen(false);
      setVerification(initialVerification(callingCountryOf(phone)));
    } catch (error) {
      notify.error({ key: errorKey(error, (k) => i18n.exists(k)) });
    } finally {
      setSaving(false);
    }
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
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
          <ActionButton run={save} disabled={!verified || saving} testId="settings-save-mobile">
            {t('account.mobile.save')}
          </ActionButton>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
