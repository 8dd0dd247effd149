import { Stack } from '@mui/material';
import { TitledPanel } from '../../../components/titled-section';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import { DisputeCard } from '@shared/arrival/dispute-card';
import { useServices } from '../../../app/services';
import { useCommand } from '../../../commands/use-command';
import { CommandFailureAlert } from '../../../commands/command-failure';
import { useCan } from '../../../batch-machine/batch-actor';

/**
 * The order's disputes for the requester and the assigned buyer: each with the arrival evidence
 * beside its thread, where both may write while the machine allows it (staff decide in the console).
 */
export function DisputesPanel(p: { detail: BatchDetail; onChanged: (position?: string) => void }) {
  const { t, i18n } = useTranslation();
  const { arrival: api } = useServices();
  const command = useCommand();
  const can = useCan();
  const arrival = p.detail.arrival;
  if (!arrival || arrival.disputes.length === 0) return null;
  const send = (disputeId: string) => async (message: string) => {
    const outcome = await command.run(() => api.postMessage(p.detail.id, disputeId, message), {
      success: 'order.arrival.dispute.sent',
    });
    if (outcome.ok) p.onChanged(outcome.value.position);
    return outcome.ok;
  };
  return (
    <TitledPanel title={t('order.arrival.dispute.title')} testId="disputes-panel">
      <Stack spacing={2}>
        {arrival.disputes.map((dispute) => (
          <DisputeCard
            key={dispute.id}
            dispute={dispute}
            arrival={arrival}
            itemName={p.detail.batch.items.find((i) => i.id === dispute.item_id)?.name ?? dispute.item_id}
            t={t}
            language={i18n.language}
            staff={false}
            busy={command.busy}
            send={can('PostDisputeMessage') ? send(dispute.id) : undefined}
          />
        ))}
      </Stack>
      <CommandFailureAlert failure={command.failure} testId="disputes-error" />
    </TitledPanel>
  );
}
