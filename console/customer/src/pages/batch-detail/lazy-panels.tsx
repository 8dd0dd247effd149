import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../components/lazy-part';

// The order page's panels that only some states show (or that fetch their own data after the order):
// each is its own chunk, downloaded when the page first draws it, so the first paint waits for none.
const at = 'batch-detail/panels';

function PanelPending() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }} data-testid="panel-loading">
      <CircularProgress size={24} aria-label={t('common.loading')} />
    </Box>
  );
}

/** Only while the order is payable; the card fields come with it. */
export const PayPanel = lazyPart(() => import('./pay-panel').then((m) => m.PayPanel), at, <PanelPending />);
export const QuoteChangeBanner = lazyPart(() => import('./quote-change-banner').then((m) => m.QuoteChangeBanner), at);
export const QuoteHistoryPanel = lazyPart(() => import('./quote-history').then((m) => m.QuoteHistoryPanel), at);
export const ProofsPanel = lazyPart(() => import('./proofs-panel').then((m) => m.ProofsPanel), at);
export const ArrivalPanel = lazyPart(() => import('./arrival/arrival-panel').then((m) => m.ArrivalPanel), at);
export const DisputesPanel = lazyPart(() => import('./arrival/disputes-panel').then((m) => m.DisputesPanel), at);
export const ArrivalTimelinePanel = lazyPart(
  () => import('./arrival/arrival-timeline').then((m) => m.ArrivalTimelinePanel),
  at,
);
export const QuoteRevisionPanel = lazyPart(
  () => import('./arrival/quote-revision-panel').then((m) => m.QuoteRevisionPanel),
  at,
);
export const PickupCodePanel = lazyPart(() => import('./pickup-code-panel').then((m) => m.PickupCodePanel), at);
export const DeadlinesPanel = lazyPart(() => import('./deadlines-panel').then((m) => m.DeadlinesPanel), at);
