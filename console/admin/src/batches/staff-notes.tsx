import { useEffect, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { http } from '../app/http';
import { useBatchChanges } from '../app/live-refresh';
import { useHkTime } from '../app/hk-time';

interface Toggle {
  actor_id: string | null;
  /** Who switched it, named by the audit answer (null: a system actor). */
  actor_name: string | null;
  at: string;
}

/** The newest AutoWorkflowToggled of the batch's audit timeline: who switched it and when. */
function useLastToggle(batchId: string): Toggle | null | undefined {
  const [toggle, setToggle] = useState<Toggle | null>();
  const [tick, setTick] = useState(0);
  useBatchChanges(() => setTick((t) => t + 1));
  useEffect(() => {
    let live = true;
    http
      .request<{ results: Array<Toggle & { type: string }> }>(
        'GET',
        `/api/admin/batches/${encodeURIComponent(batchId)}/audit`,
      )
      .then(
        (a) => live && setToggle([...a.results].reverse().find((r) => r.type === 'AutoWorkflowToggled') ?? null),
        () => live && setToggle(null),
      );
    return () => {
      live = false;
    };
  }, [batchId, tick]);
  return toggle;
}

/**
 * What staff keep about the batch (the remark was saved but never shown; the auto-workflow
 * state and who changed it were not shown): the internal remark and the batch's auto-workflow.
 */
export function StaffNotesSection() {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const hkTime = useHkTime();
  const batchId = String(record?.id ?? '');
  const toggle = useLastToggle(batchId);
  const by = toggle?.actor_name;
  if (!record) return null;
  const batch = (record.batch ?? {}) as { autoWorkflow?: boolean; buyerRemark?: string | null };
  const remark = (record.buyer_remark as string | null | undefined) ?? batch.buyerRemark ?? null;
  const auto = (record.auto_workflow as boolean | undefined) ?? batch.autoWorkflow === true;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="caption">{translate('admin.staffNotes.remark')}</Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="admin-internal-remark">
          {remark || translate('admin.staffNotes.noRemark')}
        </Typography>
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography variant="caption">{translate('admin.staffNotes.autoWorkflow')}</Typography>
        <Typography data-testid="admin-batch-auto-workflow" data-enabled={String(auto)}>
          {translate(auto ? 'admin.staffNotes.on' : 'admin.staffNotes.off')}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="admin-batch-auto-workflow-changed">
          {toggle
            ? translate('admin.staffNotes.changedBy', {
                name: by ?? toggle.actor_id ?? '—',
                at: hkTime(toggle.at),
              })
            : translate('admin.staffNotes.neverChanged')}
        </Typography>
      </Box>
    </Stack>
  );
}
