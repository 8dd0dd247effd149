import { useEffect, useState } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DevAccount } from '@contracts/accounts';
import { useServices } from '../../app/services';
import { HeadingWithHint } from '../../components/titled-section';
import { LabelledSelect } from '../../components/labelled-select';

/** Development sign-in (config devSignIn): pick one of the seeded demo accounts. */
export function DevSignIn({ onSignIn, busy }: { onSignIn: (token: string) => void; busy: boolean }) {
  const { t } = useTranslation();
  const { accounts } = useServices();
  const [list, setList] = useState<DevAccount[] | undefined>();
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState('');
  const [email, setEmail] = useState('');

  useEffect(() => {
    let live = true;
    accounts
      .devAccounts()
      .then((found) => {
        if (!live) return;
        setList(found);
        if (found[0]) setChosen(found[0].token);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [accounts]);

  const label = (a: DevAccount) => {
    const name = a.label ?? ([a.first_name, a.last_name].filter(Boolean).join(' ') || a.email);
    const type = a.account_type ? t(`auth.dev.type.${a.account_type}`) : '';
    const state = a.registered === false ? t('auth.dev.unregistered') : '';
    return [name, a.email !== name ? a.email : '', type, state].filter(Boolean).join(' · ');
  };

  return (
    <Box sx={{ mt: 3, p: 2, border: 1, borderColor: 'warning.main', borderRadius: 1 }} data-testid="dev-sign-in">
      <HeadingWithHint title={t('auth.dev.title')} hint={t('auth.dev.hint')} variant="subtitle2" />
      {failed && <Alert severity="warning">{t('auth.dev.unavailable')}</Alert>}
      {list && list.length === 0 && <Alert severity="info">{t('auth.dev.none')}</Alert>}
      {list && list.length > 0 && (
        <>
          <LabelledSelect
            id="dev-account-label"
            label={t('auth.dev.account')}
            value={chosen}
            onChange={setChosen}
            options={list}
            optionValue={(a) => a.token}
            optionLabel={label}
            testId="dev-account"
            fullWidth
          />
          <Button
            fullWidth
            variant="contained"
            color="warning"
            sx={{ mt: 2 }}
            disabled={!chosen || busy}
            onClick={() => onSignIn(chosen)}
            data-testid="dev-sign-in-button"
          >
            {t('auth.dev.signIn')}
          </Button>
        </>
      )}
      {/* Any other e-mail is a new user, who goes through onboarding when sign-up is enabled. */}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <TextField
          size="small"
          fullWidth
          type="email"
          label={t('auth.dev.email')}
          value={email}
          onChange={(e) => setEmail(e.target.value.trim())}
          slotProps={{ htmlInput: { 'data-testid': 'dev-email' } }}
        />
        <Button
          variant="outlined"
          color="warning"
          disabled={!/^[^@\s]+@[^@\s]+$/.test(email) || busy}
          onClick={() => onSignIn(email)}
          data-testid="dev-email-sign-in"
        >
          {t('auth.dev.go')}
        </Button>
      </Stack>
    </Box>
  );
}
