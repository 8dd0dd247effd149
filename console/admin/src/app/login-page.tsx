import { useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { createAccountsApi } from '@shared/api/accounts.api';
import type { DevAccount } from '@contracts/accounts';
import { http } from './http';

const accounts = createAccountsApi(http);

// The shared types know the customer account types only; the server also lists s (staff) and x (auditor).
const isOperator = (type: unknown) => type === 's' || type === 'x';

/**
 * The customer app's sign-in, for operators: the development sign-in lists the demo staff and
 * auditor accounts (when the server offers it); a known operator e-mail works the same way.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [demo, setDemo] = useState<DevAccount[]>([]);
  const [email, setEmail] = useState('');
  useEffect(() => {
    accounts
      .devAccounts()
      .then((all) => setDemo(all.filter((a) => isOperator(a.account_type))))
      .catch(() => setDemo([]));
  }, []);
  const signIn = (token: string) =>
    login({ provider: 'dev', token }).catch((error: unknown) => {
      const key = error instanceof Error && error.message.startsWith('admin.') ? error.message : 'admin.login.failed';
      notify(key, { type: 'error' });
    });
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ width: 380 }}>
        <CardContent>
          <Typography variant="h5" gutterBottom>
            {translate('admin.login.title')}
          </Typography>
          <Stack spacing={1.5}>
            {demo.map((a) => (
              <Button
                key={a.email}
                variant="contained"
                data-testid={`admin-dev-sign-in-${a.account_type}`}
                onClick={() => void signIn(a.token)}
              >
                {translate(String(a.account_type) === 's' ? 'admin.login.asStaff' : 'admin.login.asAuditor', {
                  email: a.email,
                })}
              </Button>
            ))}
            <TextField
              size="small"
              label={translate('admin.login.email')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'admin-sign-in-email' } }}
            />
            <Button variant="outlined" disabled={!email.trim()} onClick={() => void signIn(email.trim())}>
              {translate('admin.login.submit')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
