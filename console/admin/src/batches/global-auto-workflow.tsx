import { useEffect, useState } from 'react';
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { Confirm, useDataProvider, usePermissions, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../app/data-provider';
import type { AutoWorkflowState } from '@contracts/admin';
import { useStaffMutation } from '../app/staff-mutation';
import { useAccountName } from '../app/account-name';
import { useHkTime } from '../app/hk-time';

/**
 * The global auto-workflow switch (GET/PUT /api/admin/auto-workflow, src/around-batch/robot) through the data
 * provider's custom methods: pessimistic, the switch shows the server's answer; auditors see it read-only.
 * It changes how every batch is bought, so the switch asks first and says who set it last, and when.
 */
export function GlobalAutoWorkflowSwitch() {
  const translate = useTranslate();
  const hkTime = useHkTime();
  const provider = useDataProvider<AdminDataProvider>();
  const { permissions } = usePermissions<string>();
  const [state, setState] = useState<AutoWorkflowState>();
  const [asking, setAsking] = useState(false);
  const by = useAccountName(state?.changed_by);
  const toggle = useStaffMutation((p, enabled: boolean) => p.setGlobalAutoWorkflow(enabled), {
    done: 'admin.actions.done.toggleAutoWorkflow',
    onSuccess: (answer) => {
      setAsking(false);
      setState(answer);
    },
  });
  useEffect(() => {
    let live = true;
    provider.getGlobalAutoWorkflow().then(
      (answer) => live && setState(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [provider]);
  if (!state) return null;
  const enabled = state.enabled === true;
  return (
    <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <FormControlLabel
        control={
          <Switch
            checked={enabled}
            disabled={toggle.isPending || permissions !== 'staff'}
            onChange={() => setAsking(true)}
            slotProps={{ input: { 'data-testid': 'admin-global-auto-workflow' } as object }}
          />
        }
        label={translate('admin.batches.globalAutoWorkflow')}
      />
      <Typography variant="caption" color="text.secondary" data-testid="admin-global-auto-workflow-changed">
        {state.changed_at
          ? translate('admin.staffNotes.changedBy', {
              name: by ?? state.changed_by ?? '—',
              at: hkTime(state.changed_at),
            })
          : translate('admin.staffNotes.neverChanged')}
      </Typography>
      <Confirm
        isOpen={asking}
        loading={toggle.isPending}
        title={enabled ? 'admin.staffNotes.confirmOffTitle' : 'admin.staffNotes.confirmOnTitle'}
        content={enabled ? 'admin.staffNotes.confirmOff' : 'admin.staffNotes.confirmOn'}
        onConfirm={() => toggle.mutate(!enabled)}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
