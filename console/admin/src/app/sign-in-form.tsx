import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { createAccountsApi } from '@shared/api/accounts.api';
import type { DevAccount } from '@contracts/accounts';
import { http } from './http';

const accounts = createAccountsApi(http);

// The shared types know the customer account types only; the server also lists s (staff) and x (auditor).
const isOperator = (type: unknown) => type === 's' || type === 'x';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The console's sign-in form, without react-admin: the first visit shows it before the
 * admin's code is downloaded (./console-root.tsx), and react-admin shows it again after a sign-out
 * (./login-page.tsx). The development sign-in lists the demo staff and auditor accounts (when the
 * server offers it); a known operator e-mail works the same way.
 */
export function SignInForm({
  translate,
  signIn,
  error,
}: {
  translate: Translate;
  signIn: (token: string) => void;
  /** A refused sign-in's message key, when the form shows it itself (react-admin notifies instead). */
  error?: string;
}) {
  const [demo, setDemo] = useState<DevAccount[]>([]);
  const [email, setEmail] = useState('');
  useEffect(() => {
    accounts
      .devAccounts()
      .then((all) => setDemo(all.filter((a) => isOperator(a.account_type))))
      .catch(() => setDemo([]));
  }, []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ width: 380 }}>
        <CardContent>
          <Typography variant="h5" gutterBottom>
            {translate('admin.login.title')}
          </Typography>
          <Stack spacing={1.5}>
            {error ? (
              <Alert severity="error" role="alert" data-testid="admin-sign-in-error">
                {translate(error)}
              </Alert>
            ) : null}
            {demo.map((a) => (
              <Button
                key={a.email}
                variant="contained"
                data-testid={`admin-dev-sign-in-${a.account_type}`}
                onClick={() => signIn(a.token)}
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
            <Button variant="outlined" disabled={!email.trim()} onClick={() => signIn(email.trim())}>
              {translate('admin.login.submit')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

/** A refused sign-in as a message key: the console's own refusals, else the generic one. */
export const signInErrorKey = (error: unknown): string =>
  error instanceof Error && error.message.startsWith('admin.') ? error.message : 'admin.login.failed';
