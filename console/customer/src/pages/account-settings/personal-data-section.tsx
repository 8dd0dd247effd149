import { useCallback, useEffect, useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { ActionButton } from '../../components/action-button';
import type { PrivacyRequestKind, PrivacyRequestView } from '@contracts/privacy';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { CommandDialog } from '../../commands/command-dialog';
import { useCommand } from '../../commands/use-command';
import { CommandFailureAlert } from '../../commands/command-failure';
import { MessageField } from '@shared/ui/message-field';
import { SelectField } from '@shared/ui/select-field';
import { AccountSection } from '../../components/titled-section';

const KINDS: readonly PrivacyRequestKind[] = ['review', 'correction', 'deletion'];

/** Saves a JSON document as a file the browser downloads (no server round trip for the file itself). */
function saveJson(name: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Download everything we hold about you, and ask for a review, a correction or
 * a deletion, answered within 30 days; the requests already made with their state.
 */
export function PersonalDataSection({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const { accounts } = useServices();
  const download = useCommand();
  const [requests, setRequests] = useState<PrivacyRequestView[]>([]);
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<PrivacyRequestKind>('review');
  const [details, setDetails] = useState('');
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : '');

  const load = useCallback(() => {
    accounts.privacyRequests().then(
      (list) => setRequests(list.results),
      () => setRequests([]),
    );
  }, [accounts]);
  useEffect(load, [load]);

  const downloadData = async () => {
    const outcome = await download.run(() => accounts.personalData(userId));
    if (outcome.ok) saveJson(`personal-data-${outcome.value.generated_at.slice(0, 10)}.json`, outcome.value);
  };

  return (
    <AccountSection title={t('account.privacy.title')} hint={t('account.privacy.hint')} testId="personal-data-section">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ActionButton variant="outlined" run={downloadData} disabled={download.busy} testId="personal-data-download">
          {t('account.privacy.download')}
        </ActionButton>
        <Button variant="outlined" onClick={() => setOpen(true)} data-testid="privacy-request-open">
          {t('account.privacy.request')}
        </Button>
      </Stack>
      <CommandFailureAlert failure={download.failure} testId="personal-data-download-error" />
      {requests.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {t('account.privacy.yourRequests')}
          </Typography>
          <List dense>
            {requests.map((r) => (
              <ListItem key={r.id} disableGutters data-testid={`privacy-request-${r.id}`} data-status={r.status}>
                <ListItemText
                  primary={`${t(`account.privacy.kinds.${r.kind}`)} · ${t(`account.privacy.statuses.${r.status}`)}`}
                  secondary={
                    r.answer
                      ? t('account.privacy.answered', { date: date(r.answered_at), answer: r.answer })
                      : t('account.privacy.filedOn', { date: date(r.created_at), due: date(r.due_at) })
                  }
                />
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}
      <CommandDialog
        open={open}
        maxWidth="sm"
        title={t('account.privacy.request')}
        testId="privacy-request-dialog"
        submitLabel={t('account.privacy.send')}
        send={() => accounts.filePrivacyRequest({ kind, details: details.trim() || undefined })}
        success="account.privacy.filed"
        onClose={() => setOpen(false)}
        onDone={() => {
          setOpen(false);
          setDetails('');
          load();
        }}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SelectField
            label={t('account.privacy.kind')}
            value={kind}
            onChange={(value) => setKind(value as PrivacyRequestKind)}
            options={KINDS}
            optionLabel={(k) => t(`account.privacy.kinds.${k}`)}
            testId="privacy-request-kind"
            optionTestId={(k) => `privacy-request-kind-${k}`}
          />
          <MessageField
            label={t('account.privacy.details')}
            value={details}
            onChange={setDetails}
            testId="privacy-request-details"
          />
          <Typography variant="body2" color="text.secondary">
            {t('account.privacy.within30Days')}
          </Typography>
        </Stack>
      </CommandDialog>
    </AccountSection>
  );
}
