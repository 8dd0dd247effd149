import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/page-container';
import { useTranslatedObject } from '../../components/use-translated-object';
import { useConfig } from '../../app/services';

/** Answers worded for CHARGE_BASIS=volumetric (the default answers say actual weight). */
const VOLUMETRIC_ANSWERS: ReadonlySet<string> = new Set(['fees', 'weight']);

interface FaqItem {
  q: string;
  a: string;
}

export function FaqPage() {
  const { t } = useTranslation();
  const items = useTranslatedObject<FaqItem>('faq.items');
  const volumetric = useConfig().chargeBasis === 'volumetric';
  const answer = (id: string, item: FaqItem) =>
    volumetric && VOLUMETRIC_ANSWERS.has(id) ? t(`faq.volumetric.${id}`) : item.a;
  return (
    <PageContainer title={t('faq.title')} intro={t('faq.intro')} testId="page-faq">
      {items.map(([id, item], index) => (
        <Accordion key={id} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${id}`} id={`faq-${id}-header`}>
            <Typography sx={{ fontWeight: 600 }}>
              {t('faq.numbered', { number: index + 1, question: item.q })}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${id}`}>
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }} data-testid={`faq-answer-${id}`}>
              {answer(id, item)}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </PageContainer>
  );
}
