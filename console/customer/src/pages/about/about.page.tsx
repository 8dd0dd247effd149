import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/page-container';
import { useTranslatedObject } from '../../components/use-translated-object';

export function AboutPage() {
  const { t } = useTranslation();
  const sections = useTranslatedObject<{ heading: string; body: string }>('about.sections');
  return (
    <PageContainer title={t('about.title')} intro={t('about.intro')} testId="page-about">
      {sections.map(([id, section]) => (
        <section key={id}>
          <Typography variant="h6" component="h2" sx={{ mt: 3 }} gutterBottom>
            {section.heading}
          </Typography>
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {section.body}
          </Typography>
        </section>
      ))}
    </PageContainer>
  );
}
