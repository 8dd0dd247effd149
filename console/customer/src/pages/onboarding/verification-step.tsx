import { useState } from 'react';
import { Alert, FormControl, InputLabel, MenuItem, Select, Stack, TextField, Typography } from '@mui/material';
import { ActionButton } from '../../components/action-button';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '@shared/api/http-client';
import { smsLanguage, type Locale } from '@shared/i18n/locales';
import { useNotify, useServices } from '../../app/services';
import {
  CALLING_CODES,
  canRequestOtp,
  canVerifyOtp,
  mobileError,
  otpError,
  type CallingCountry,
} from './onboarding-rules';
import {
  codeRequested,
  codeVerified,
  currentPhone,
  currentRequest,
  editNumber,
  isVerified,
  resendRefused,
  retryAfterSeconds,
  type VerificationState,
} from './verification-state';
import { formatCountdown, useCountdown } from './use-countdown';

export type { VerificationState } from './verification-state';

interface Props {
  value: VerificationState;
  onChange: (next: VerificationState) => void;
}

/** Spec §5/§9 mobile OTP: 4 digits, resend after a 5-minute countdown that enables at 00:00. */
export function VerificationStep({ value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const { accounts } = useServices();
  const notify = useNotify();
  const request = currentRequest(value);
  const countdown = useCountdown(request?.resendAt);
  const [otpCode, setOtpCode] = useState('');
  const [otpTouched, setOtpTouched] = useState(false);
  // The server's refusal of the code, shown under the code until it is changed or accepted.
  const [otpRefused, setOtpRefused] = useState(false);
  // The server's refusal to send a code (wait before a resend, number already in use): under the
  // number, until it is edited or a code is sent.
  const [sendRefused, setSendRefused] = useState<{ key: string; params?: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);
  const phone = currentPhone(value);
  const verified = isVerified(value);
  const otpId = request?.otpId;
  const mobileProblem = value.mobile ? mobileError(value.mobile, value.callingCountry) : undefined;
  const mobileText = mobileProblem
    ? t(mobileProblem)
    : sendRefused
      ? t(sendRefused.key, sendRefused.params)
      : undefined;
  const otpProblem = (otpTouched ? otpError(otpCode) : undefined) ?? (otpRefused ? 'errors.invalidOtp' : undefined);

  const edit = (patch: Partial<Pick<VerificationState, 'callingCountry' | 'mobile'>>) => {
    setOtpCode('');
    setOtpTouched(false);
    setSendRefused(null);
    onChange(editNumber(value, patch));
  };

  const sendCode = async () => {
    if (mobileError(value.mobile, value.callingCountry)) {
      setSendRefused({ key: 'errors.invalidMobile' });
      return;
    }
    setBusy(true);
    setSendRefused(null);
    try {
      const { otp_id } = await accounts.createOtp(phone, smsLanguage(i18n.language as Locale));
      setOtpCode('');
      setOtpTouched(false);
      // eslint-disable-next-line react-hooks/purity -- inside an async click handler, not render: the rule cannot tell
      onChange(codeRequested(value, phone, String(otp_id), Date.now()));
      notify.info({ key: 'onboarding.otpSent', params: { phone } });
    } catch (error) {
      // Spec §7: 409 means the number is already in use; 429 that this number's resend window is
      // still open (the countdown takes the server's wait); anything else is an invalid number.
      if (error instanceof ApiClientError && error.status === 429) {
        const seconds = retryAfterSeconds(error.params);
        // eslint-disable-next-line react-hooks/purity -- inside an async click handler, not render: the rule cannot tell
        onChange(resendRefused(value, phone, seconds, Date.now()));
        setSendRefused({ key: 'onboarding.errors.resendTooSoon', params: { time: formatCountdown(seconds * 1000) } });
        return;
      }
      const key = error instanceof ApiClientError && error.status === 409 ? 'errors.phoneUsed' : 'errors.invalidMobile';
      setSendRefused({ key });
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    if (!otpId) return;
    setBusy(true);
    try {
      await accounts.verifyOtp(otpId, otpCode);
      setOtpRefused(false);
      onChange(codeVerified(value, phone));
      notify.info({ key: 'onboarding.verified' });
    } catch {
      setOtpRefused(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} data-testid="onboarding-verification">
      <Stack direction="row" spacing={2}>
        <FormControl sx={{ minWidth: 130 }}>
          <InputLabel id="calling-code-label">{t('onboarding.fields.callingCode')}</InputLabel>
          <Select
            labelId="calling-code-label"
            label={t('onboarding.fields.callingCode')}
            value={value.callingCountry}
            onChange={(e) => edit({ callingCountry: e.target.value })}
            data-testid="calling-code"
          >
            {(Object.keys(CALLING_CODES) as CallingCountry[]).map((c) => (
              <MenuItem key={c} value={c}>
                {`${CALLING_CODES[c]} ${t(`onboarding.countries.${c}`)}`}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField
          fullWidth
          required
          label={t('onboarding.fields.mobile')}
          value={value.mobile}
          onChange={(e) => edit({ mobile: e.target.value.replace(/\s/g, '') })}
          error={Boolean(mobileText)}
          helperText={mobileText}
          slotProps={{
            htmlInput: { inputMode: 'numeric', 'data-testid': 'mobile' },
            formHelperText: { role: sendRefused ? 'alert' : undefined, 'data-testid': 'mobile-error' } as object,
          }}
        />
      </Stack>
      {verified ? (
        <Alert severity="success" data-testid="mobile-verified">
          {t('onboarding.verified')}
        </Alert>
      ) : (
        <ActionButton
          variant="outlined"
          run={sendCode}
          disabled={busy || countdown.running || !canRequestOtp(value.mobile, verified)}
          testId="send-otp"
        >
          {countdown.running
            ? t('onboarding.resendIn', { time: formatCountdown(countdown.remainingMs) })
            : t(request ? 'onboarding.resend' : 'onboarding.verifyMobile')}
        </ActionButton>
      )}
      {otpId && !verified && (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {t('onboarding.otpHint', { phone })}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t('onboarding.fields.otp')}
              value={otpCode}
              onChange={(e) => {
                setOtpTouched(true);
                setOtpRefused(false);
                setOtpCode(e.target.value.trim());
              }}
              error={Boolean(otpProblem)}
              helperText={otpProblem ? t(otpProblem) : undefined}
              slotProps={{
                htmlInput: { inputMode: 'numeric', 'data-testid': 'otp' },
                formHelperText: { role: otpRefused ? 'alert' : undefined, 'data-testid': 'otp-error' } as object,
              }}
            />
            <ActionButton
              sx={{ mt: 1 }}
              run={verify}
              disabled={busy || !canVerifyOtp(otpCode, otpId)}
              testId="verify-otp"
            >
              {t('onboarding.verifyOtp')}
            </ActionButton>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
