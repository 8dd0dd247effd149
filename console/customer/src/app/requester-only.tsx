import type { ReactNode } from 'react';
import { Alert, Button, Container } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from './services';

/**
 * A buyer is told at once that requests are for requester accounts, instead of filling the
 * whole form and then reading "Error 403" (the server refuses the create to buyers anyway).
 */
export function RequesterOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session?.accountType !== 'b') return <>{children}</>;
  return (
    <Container maxWidth="md" sx={{ py: 4 }} data-testid="page-batchRequest">
      <Alert
        severity="info"
        data-testid="request-buyer-refused"
        action={
          <Button color="inherit" size="small" component={RouterLink} to="/dashboard">
            {t('common.page.dashboard')}
          </Button>
        }
      >
        {t('common.buyerNotAllowed')}
      </Alert>
    </Container>
  );
}
