import { useRef, useState } from 'react';
import { Alert, Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@shared/i18n/error-key';
import { useNotify, useServices, useSession } from '../../app/services';
import { AVATAR_ACCEPT, avatarError } from './avatar-rules';

/**
 * Avatar upload (spec §5): the file is checked here first (images only, under 5 MB, the spec's
 * messages), then sent as multipart to PATCH /api/account/update/{id}/; a refusal shows the
 * server's message by its code. The header avatar follows the session, so it updates at once.
 */
export function AvatarSection({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const { accounts, sessions } = useServices();
  const session = useSession();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    const rule = avatarError(file);
    setProblem(rule);
    if (rule) return;
    setBusy(true);
    try {
      const profile = await accounts.uploadAvatar(userId, file);
      if (profile.avatar) sessions.update({ avatar: profile.avatar });
      notify.info({ key: 'account.avatarSaved' });
    } catch (error) {
      setProblem(errorKey(error, (k) => i18n.exists(k)));
    } finally {
      setBusy(false);
      // Picking the same file again must fire a change event.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={session?.avatar}
        alt={session?.firstName ?? ''}
        sx={{ width: 72, height: 72 }}
        data-testid="settings-avatar-image"
      />
      <Box>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t('account.avatarHint')}
        </Typography>
        <Button variant="outlined" component="label" disabled={busy}>
          {t('account.avatarUpload')}
          <input
            ref={input}
            hidden
            type="file"
            accept={AVATAR_ACCEPT}
            data-testid="settings-avatar-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
        </Button>
        {problem && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="settings-avatar-error">
            {t(problem)}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}
