import { useEffect, useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../app/data-provider';
import type { AutoWorkflowState } from '@contracts/admin';
import { useStaffMutation } from '../app/staff-mutation';

/**
 * The global auto-workflow switch (GET/PUT /api/admin/auto-workflow, src/around-batch/robot) through the data
 * provider's custom methods: pessimistic, the switch shows the server's answer; auditors see it read-only.
 */
export function GlobalAutoWorkflowSwitch() {
  const translate = useTranslate();
  const provider = useDataProvider<AdminDataProvider>();
  const { permissions } = usePermissions<string>();
  const [state, setState] = useState<AutoWorkflowState>();
  const toggle = useStaffMutation((p, enabled: boolean) => p.setGlobalAutoWorkflow(enabled), {
    done: 'admin.actions.done.toggleAutoWorkflow',
    onSuccess: setState,
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
    <FormControlLabel
      control={
        <Switch
          checked={enabled}
          disabled={toggle.isPending || permissions !== 'staff'}
          onChange={() => toggle.mutate(!enabled)}
          slotProps={{ input: { 'data-testid': 'admin-global-auto-workflow' } as object }}
        />
      }
      label={translate('admin.batches.globalAutoWorkflow')}
    />
  );
}
