import { useEffect, useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { ActionButton } from '../../components/action-button';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { PickupCodeView } from '@contracts/pickup';
import { TitledPanel } from '../../components/titled-section';
import { useServices } from '../../app/services';
import { useCommand } from '../../commands/use-command';
import { CommandFailureAlert } from '../../commands/command-failure';

/**
 * The requester's one-time pickup code while the order waits at its pickup point: six digits and a
 * QR code for the counter's camera, and a way to get a new one (the old one stops working). The
 * server answers only the order's requester; the page leaves it once the parcel is picked up.
 */
export function PickupCodePanel(p: { detail: BatchDetail }) {
  const { t } = useTranslation();
  const { pickup } = useServices();
  const command = useCommand();
  const [view, setView] = useState<PickupCodeView | null>(null);
  const batchId = p.detail.id;
  useEffect(() => {
    let live = true;
    pickup
      .code(batchId)
      .then((answer) => live && setView(answer))
      .catch(() => live && setView(null));
    return () => {
      live = false;
    };
  }, [pickup, batchId]);
  const regenerate = async () => {
    const outcome = await command.run(() => pickup.regenerate(batchId), { success: 'order.pickup.regenerated' });
    if (outcome.ok) setView(outcome.value);
  };
  if (!view) return null;
  return (
    <TitledPanel
      title={t('order.pickup.title')}
      testId="pickup-code-panel"
      data={{ 'data-generation': view.generation }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="body2">{t('order.pickup.intro')}</Typography>
        <Typography
          component="p"
          data-testid="pickup-code"
          sx={{ fontSize: '2.5rem', fontWeight: 700, letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' }}
        >
          {view.code}
        </Typography>
        <Box
          component="img"
          src={`data:image/svg+xml;utf8,${encodeURIComponent(view.qr_svg)}`}
          alt={t('order.pickup.qr')}
          data-testid="pickup-qr"
          data-qr-text={view.qr_text}
          sx={{ width: 220, maxWidth: '100%', height: 'auto', background: '#fff' }}
        />
        <Alert severity="warning" sx={{ width: '100%' }}>
          {t('order.pickup.private')}
        </Alert>
        <ActionButton variant="outlined" run={regenerate} disabled={command.busy} testId="pickup-regenerate">
          {t('order.pickup.regenerate')}
        </ActionButton>
        <CommandFailureAlert failure={command.failure} testId="pickup-regenerate-error" />
      </Stack>
    </TitledPanel>
  );
}
