import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';

/** The HTTP error pages of spec §8: 400, 401, 403, 404, 500 and 503. */
export const ERROR_PAGE_STATUSES = [400, 401, 403, 404, 500, 503] as const;
export type ErrorPageStatus = (typeof ERROR_PAGE_STATUSES)[number];

/** `/error/{status}` (any other status shows the 404 page); also the router's page for a render failure (500). */
export function ErrorPage({ status: fixed }: { status?: ErrorPageStatus }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const asked = Number(fixed ?? params.status);
  const status: ErrorPageStatus = (ERROR_PAGE_STATUSES as readonly number[]).includes(asked)
    ? (asked as ErrorPageStatus)
    : 404;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }} data-testid="page-error" data-status={status}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }} data-testid="error-status">
          {status}
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom data-testid="error-title">
          {t(`errors.HTTP_${status}`)}
        </Typography>
        <Typography color="text.secondary" data-testid="error-description">
          {t(`errorPage.description.${status}`)}
        </Typography>
        <Box sx={{ mt: 4 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            {status === 401 ? (
              <Button variant="contained" component={RouterLink} to="/login" data-testid="error-sign-in">
                {t('errorPage.signIn')}
              </Button>
            ) : (
              <Button variant="contained" component={RouterLink} to="/home" data-testid="error-home">
                {t('errorPage.home')}
              </Button>
            )}
            {(status === 500 || status === 503) && (
              <Button variant="outlined" onClick={() => window.location.reload()} data-testid="error-retry">
                {t('errorPage.retry')}
              </Button>
            )}
            <Button variant="text" onClick={() => void navigate(-1)} data-testid="error-back">
              {t('errorPage.back')}
            </Button>
          </Stack>
        </Box>
      </Paper>
    </Container>
  );
}
