import { Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HistoryAnswer } from '@contracts/batch/history';
import { http } from '../app/http';

/** Downloads the batch's whole stored history as JSON (the auditor's copy). */
async function exportJson(id: string): Promise<void> {
  const body = await http.request<unknown>('GET', `/api/admin/batches/${encodeURIComponent(id)}/history/export`);
  const url = URL.createObjectURL(new Blob([JSON.stringify(body, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `batch-${id}-history.json`;
  a.click();
  URL.revokeObjectURL(url);
}

/** The history page's title row: the hash chain's verdict (where it broke, and why) and the export. */
export function HistoryHeader(p: {
  batchId: string;
  batchNumber: HistoryAnswer['batch_number'];
  chain: HistoryAnswer['chain'];
}) {
  const translate = useTranslate();
  const { chain } = p;
  const id = p.batchId;
  return (
    <Stack useFlexGap direction="row" spacing={2} sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
      <Typography variant="h5">{translate('admin.history.title', { batch: p.batchNumber ?? id })}</Typography>
      <Chip
        data-testid="history-chain-status"
        data-ok={String(chain.ok)}
        color={chain.ok ? 'success' : 'error'}
        label={
          chain.ok
            ? translate('admin.history.chainOk', { checked: chain.checked })
            : translate('admin.history.chainBroken', {
                revision: chain.first_break?.revision ?? '?',
                reason: translate(`admin.history.breakReason.${chain.first_break?.reason ?? 'hash_mismatch'}`),
              })
        }
      />
      {chain.unchained_before > 0 ? (
        <Chip label={translate('admin.history.unchained', { count: chain.unchained_before })} />
      ) : null}
      <Button variant="outlined" onClick={() => void exportJson(id)} data-testid="history-export">
        {translate('admin.history.export')}
      </Button>
    </Stack>
  );
}
