import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { MessageField } from '@shared/ui/message-field';
import { TitledPanel } from '../../../components/titled-section';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { QuoteRevisionView } from '@contracts/batch/arrival';
import { useServices } from '../../../app/services';
import { useCommand } from '../../../commands/use-command';
import { CommandFailureAlert } from '../../../commands/command-failure';
import { useCan } from '../../../batch-machine/batch-actor';
import { CommandDialog } from '../../../commands/command-dialog';
import { formatDateTime, formatMoney } from '../../batch-shared/format';
import { QuoteDiffTable } from '../../batch-shared/quote-diff';
import { TopUpPayDialog } from './top-up-pay-dialog';

/**
 * A change of what the requester pays after payment (a re-weigh, more local shipping, a surcharge):
 * shown line by line like the quote before payment, with Accept / Decline. Until it is answered
 * the order does not move on and nothing more is captured; declining opens a dispute. A higher
 * revision is accepted by paying its increase (a top-up, TopUpPayDialog): the panel says what is
 * charged now and what in all.
 */
export function QuoteRevisionPanel(p: {
  detail: BatchDetail;
  requester: boolean;
  onChanged: (position?: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { arrival: api } = useServices();
  const command = useCommand();
  const can = useCan();
  const [declining, setDeclining] = useState<QuoteRevisionView | null>(null);
  const [paying, setPaying] = useState<QuoteRevisionView | null>(null);
  const [message, setMessage] = useState('');
  const arrival = p.detail.arrival;
  const revisions = arrival?.revisions ?? [];
  if (!arrival || revisions.length === 0) return null;
  const money = (amount: number) => formatMoney(amount, 'HKD', i18n.language);
  const accept = async (revision: QuoteRevisionView) => {
    const outcome = await command.run(() => api.acceptRevision(p.detail.id, revision.id), {
      success: 'order.revision.accepted',
    });
    if (outcome.ok) p.onChanged(outcome.value.position);
  };
  return (
    <TitledPanel title={t('order.revision.title')} testId="quote-revisions-after-payment">
      <Stack spacing={2}>
        {[...revisions].reverse().map((r) => (
          <Stack key={r.id} spacing={1} data-testid={`revision-${r.id}`} data-status={r.status}>
            {r.status === 'pending' && (
              <Alert severity="warning" data-testid="revision-pending">
                {t(p.requester ? 'order.revision.pendingRequester' : 'order.revision.pendingOthers')}
              </Alert>
            )}
            <Typography variant="subtitle2">
              {t(`order.revision.reasons.${r.reason}`)} · {t(`order.revision.status.${r.status}`)} ·{' '}
              {formatDateTime(r.proposed_at, i18n.language)}
            </Typography>
            {r.remark && <Typography variant="body2">{r.remark}</Typography>}
            <QuoteDiffTable before={r.current} after={r.proposed} testId={`revision-${r.id}-diff`} />
            <Typography variant="body2" data-testid={`revision-${r.id}-charge`} data-amount={r.charge_hkd}>
              {t('order.revision.charge', { amount: money(r.charge_hkd) })}
            </Typography>
            {r.status === 'pending' && (
              <Typography variant="body2" data-testid={`revision-${r.id}-now`} data-amount={r.top_up_due_hkd}>
                {r.top_up_due_hkd > 0
                  ? t('order.revision.chargeNow', { amount: money(r.top_up_due_hkd) })
                  : t('order.revision.nothingMore')}
              </Typography>
            )}
            <TopUpState revision={r} />
            {p.requester && r.status === 'pending' && (can('AcceptQuoteRevision') || can('DeclineQuoteRevision')) && (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                {can('DeclineQuoteRevision') && (
                  <Button
                    variant="outlined"
                    color="error"
                    disabled={command.busy}
                    onClick={() => setDeclining(r)}
                    data-testid="revision-decline"
                  >
                    {t('order.revision.decline')}
                  </Button>
                )}
                {r.top_up_due_hkd > 0 && can('StartTopUpPayment') && (
                  <Button
                    variant="contained"
                    disabled={command.busy || r.top_up?.status === 'started'}
                    onClick={() => setPaying(r)}
                    data-testid="revision-pay"
                  >
                    {t('order.revision.payToAccept', { amount: money(r.top_up_due_hkd) })}
                  </Button>
                )}
                {r.top_up_due_hkd === 0 && can('AcceptQuoteRevision') && (
                  <Button
                    variant="contained"
                    disabled={command.busy}
                    onClick={() => void accept(r)}
                    data-testid="revision-accept"
                  >
                    {t('order.revision.accept')}
                  </Button>
                )}
              </Stack>
            )}
            {r.status === 'pending' && <CommandFailureAlert failure={command.failure} testId="revision-error" />}
          </Stack>
        ))}
      </Stack>
      {paying && (
        <TopUpPayDialog detail={p.detail} revision={paying} onClose={() => setPaying(null)} onChanged={p.onChanged} />
      )}
      {declining && (
        <CommandDialog
          title={t('order.revision.declineTitle')}
          testId="revision-decline-dialog"
          maxWidth="sm"
          submitDisabled={!message.trim()}
          send={() => api.declineRevision(p.detail.id, declining.id, message.trim())}
          success="order.revision.declined"
          onClose={() => setDeclining(null)}
          onDone={(result) => {
            setDeclining(null);
            setMessage('');
            p.onChanged(result.position);
          }}
        >
          <MessageField
            required
            helperText={t('order.revision.declineText')}
            label={t('order.revision.declineMessage')}
            value={message}
            onChange={setMessage}
            testId="revision-decline-message"
          />
        </CommandDialog>
      )}
    </TitledPanel>
  );
}

/** The payment of a revision's increase: waiting for the card, or refused with the provider's message. */
function TopUpState({ revision }: { revision: QuoteRevisionView }) {
  const { t, i18n } = useTranslation();
  const topUp = revision.top_up;
  if (!topUp || revision.status !== 'pending') return null;
  if (topUp.status === 'started')
    return (
      <Alert severity="info" data-testid={`revision-${revision.id}-top-up`}>
        {t('order.revision.topUpStarted')}
      </Alert>
    );
  if (topUp.status !== 'failed') return null;
  const key = `checkout.errors.${topUp.error_code ?? 'PAYMENT_FAILED'}`;
  return (
    <Alert severity="error" data-testid={`revision-${revision.id}-top-up`}>
      {t('order.revision.topUpFailed', { reason: i18n.exists(key) ? t(key) : (topUp.error_message ?? '') })}
    </Alert>
  );
}
