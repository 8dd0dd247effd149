import { Box, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import PaymentIcon from '@mui/icons-material/Payment';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useConfig, useSession } from '../../app/services';
import { HeadingWithHint } from '../../components/titled-section';

// The four sections of spec §2 "/home", in the order a request travels.
const SECTIONS = [
  { key: 'request', Icon: AddShoppingCartIcon },
  { key: 'pay', Icon: PaymentIcon },
  { key: 'buy', Icon: ShoppingBagIcon },
  { key: 'ship', Icon: LocalShippingIcon },
] as const;

export function HomePage() {
  const { t } = useTranslation();
  const config = useConfig();
  const session = useSession();
  return (
    <Box data-testid="page-home">
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography variant="h3" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
            {t('home.hero.title')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ mb: 4, opacity: 0.9 }}>
            {t('home.hero.subtitle')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            {!config.disableSignup && !session && (
              <Button variant="contained" color="secondary" component={RouterLink} to="/signup">
                {t('home.hero.signup')}
              </Button>
            )}
            {!session && (
              <Button variant="contained" color="secondary" component={RouterLink} to="/login" data-testid="home-login">
                {t('home.hero.login')}
              </Button>
            )}
            <Button variant="outlined" color="inherit" component={RouterLink} to="/whyUs">
              {t('home.hero.whyUs')}
            </Button>
            <Button variant="outlined" color="inherit" component={RouterLink} to="/pricing">
              {t('home.hero.pricing')}
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Typography variant="h4" component="h2" align="center" gutterBottom>
          {t('home.howItWorks')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
            gap: 3,
            mt: 3,
          }}
        >
          {SECTIONS.map(({ key, Icon }, index) => (
            <Card key={key} variant="outlined" component="section" data-testid={`home-section-${key}`}>
              <CardContent>
                <Icon color="primary" sx={{ fontSize: 48 }} />
                <Typography variant="overline" sx={{ display: 'block' }}>
                  {t('home.stepNumber', { number: index + 1 })}
                </Typography>
                <HeadingWithHint
                  title={t(`home.sections.${key}.title`)}
                  hint={t(`home.sections.${key}.body`)}
                  component="h3"
                  hintGap={0}
                />
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
