import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

const LINKS = [
  ['/about', 'common.nav.about'],
  ['/faq', 'common.nav.faq'],
  ['/restrictions', 'common.nav.restrictions'],
  ['/recommend', 'common.nav.recommend'],
  ['/pricing', 'common.nav.pricing'],
  ['/tnc', 'common.nav.tnc'],
  ['/policy', 'common.nav.policy'],
  ['/refund', 'common.nav.refund'],
  ['/paymentTerms', 'common.nav.paymentTerms'],
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.100', py: 4, mt: 6 }} data-testid="site-footer">
      <Container maxWidth="lg">
        <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
          {LINKS.map(([to, key]) => (
            <Link key={to} component={RouterLink} to={to} underline="hover" color="text.secondary">
              {t(key)}
            </Link>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('common.footer.tagline')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('common.footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
