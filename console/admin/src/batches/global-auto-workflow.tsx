import { useCallback, useEffect, useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { ApiClientError } from '@shared/api/http-client';
import { http } from '../app/http';

interface AutoWorkflow {
  enabled: boolean | null;
  changed_by: string | null;
  changed_at: string | null;
}

/**
 * The global auto-workflow switch (GET/PUT /api/admin/auto-workflow, src/robot): pessimistic, the
 * switch shows the server's answer; auditors see it read-only.
 */
export function GlobalAutoWorkflowSwitch() {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions<string>();
  const [state, setState] = useState<AutoWorkflow>();
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    http.request<AutoWorkflow>('GET', '/api/admin/auto-workflow').then(setState, () => undefined);
  }, []);
  useEffect(load, [load]);
  if (!state) return null;
  const enabled = state.enabled === true;
  const toggle = async () => {
    setBusy(true);
    try {
      setState(await http.request<AutoWorkflow>('PUT', '/api/admin/auto-workflow', { enabled: !enabled }));
      notify('admin.actions.done.toggleAutoWorkflow', { type: 'info' });
    } catch (error) {
      notify(error instanceof ApiClientError && error.code ? `errors.${error.code}` : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormControlLabel
      control={<Switch checked={enabled} disabled={busy || permissions !== 'staff'} onChange={() => void toggle()} slotProps={{ input: { 'data-testid': 'admin-global-auto-workflow' } as object }} />}
      label={translate('admin.batches.globalAutoWorkflow')}
    />
  );
}
