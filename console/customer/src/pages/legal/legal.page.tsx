import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/page-container';
import { useTranslatedObject } from '../../components/use-translated-object';

export type LegalDocument = 'policy' | 'tnc' | 'refund' | 'paymentTerms';

/** Headed sections of one legal text; the same component renders /policy, /tnc and /refund. */
export function LegalSections({ document }: { document: LegalDocument }) {
  const sections = useTranslatedObject<{ heading: string; body: string }>(`legal.${document}.sections`);
  return (
    <>
      {sections.map(([id, section], index) => (
        <section key={id}>
          <Typography variant="h6" component="h2" sx={{ mt: 3 }} gutterBottom>
            {`${index + 1}. ${section.heading}`}
          </Typography>
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {section.body}
          </Typography>
        </section>
      ))}
    </>
  );
}

export function LegalPage({ document }: { document: Exclude<LegalDocument, 'paymentTerms'> }) {
  const { t } = useTranslation();
  return (
    <PageContainer
      title={t(`legal.${document}.title`)}
      intro={t(`legal.${document}.intro`)}
      testId={`page-${document}`}
    >
      <LegalSections document={document} />
    </PageContainer>
  );
}
