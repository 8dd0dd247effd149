import { useState, type ReactNode } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import {
  downloadCSV,
  ListButton,
  Show,
  TopToolbar,
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ShipmentDetail } from '@contracts/shipments';
import type { AdminDataProvider } from '../app/data-provider';
import { errorText } from '../app/staff-mutation';
import { SectionCard as Section } from '../app/section-card';
import { useHkTime } from '../app/hk-time';
import { placeName } from '../app/place-name';
import { offeredActions, type ShipmentAction } from './shipment-actions';
import { ShipmentActionDialog } from './shipment-action-dialog';
import type { ShipmentCalls } from './shipment-data-provider';
import { manifestFileName, shipmentStatusText, weightLb } from './shipment-format';
import { ShipmentMoves } from './shipment-moves';
import { ShipmentParcels } from './shipment-parcels';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography data-testid={testId}>{children}</Typography>
    </Box>
  );
}

/** The CSV manifest (one line per parcel), as the server writes it; auditors may read it too. */
function ManifestButton() {
  const record = useRecordContext<ShipmentDetail & { id: string }>();
  const provider = useDataProvider<AdminDataProvider & ShipmentCalls>();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const download = () => {
    setBusy(true);
    provider
      .shipmentManifest(record.id)
      .then((csv) => downloadCSV(csv, manifestFileName(record.shipment_number)))
      .catch((error: unknown) => notify(errorText(translate, error), { type: 'error' }))
      .finally(() => setBusy(false));
  };
  return (
    <Button size="small" onClick={download} disabled={busy} data-testid="shipment-manifest">
      {translate('admin.shipments.manifest')}
    </Button>
  );
}

/** The shipment's own actions (close, depart, arrived, sorted) the machine allows this staff member now. */
function LifecycleActions({ shipment, actions }: { shipment: ShipmentDetail; actions: ShipmentAction[] }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<ShipmentAction>();
  if (actions.length === 0) return null;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} data-testid="shipment-actions">
        {actions.map((action) => (
          <Button
            key={action.key}
            variant="contained"
            onClick={() => setOpen(action)}
            data-testid={`shipment-action-${action.key}`}
          >
            {translate(`admin.shipments.actions.${action.key}`)}
          </Button>
        ))}
      </Stack>
      {open ? <ShipmentActionDialog action={open} shipment={shipment} onClose={() => setOpen(undefined)} /> : null}
    </>
  );
}

function ShipmentPage() {
  const shipment = useRecordContext<ShipmentDetail & { id: string }>();
  const translate = useTranslate();
  const hkTime = useHkTime();
  const { permissions } = usePermissions<string>();
  // Until the detail arrives react-admin may show the list's row, which has no parcels: wait for it.
  if (!shipment || !Array.isArray(shipment.parcels)) return null;
  const staff = permissions === 'staff';
  const lifecycle = offeredActions(shipment.allowed_commands, permissions, false);
  const parcelActions = offeredActions(shipment.allowed_commands, permissions, true);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h6" data-testid="shipment-number">
          {shipment.shipment_number}
        </Typography>
        <Chip
          label={shipmentStatusText(translate, shipment.status)}
          color={shipment.status === 'open' ? 'primary' : 'default'}
          data-testid="shipment-status"
          data-status={shipment.status}
        />
      </Stack>
      <LifecycleActions shipment={shipment} actions={lifecycle} />
      <Section title="admin.shipments.sections.facts">
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Fact label="admin.shipments.fields.warehouse">{placeName(translate, shipment.warehouse)}</Fact>
          <Fact label="admin.shipments.fields.cutoff">{hkTime(shipment.cutoff_at)}</Fact>
          <Fact label="admin.shipments.fields.shipsOn">{hkTime(shipment.ships_on, false)}</Fact>
          <Fact label="admin.shipments.fields.expectedArrival">{hkTime(shipment.expected_arrival_on, false)}</Fact>
          <Fact label="admin.shipments.fields.carrierName" testId="shipment-carrier">
            {shipment.carrier ?? '—'}
          </Fact>
          <Fact label="admin.shipments.fields.mawb" testId="shipment-mawb">
            {shipment.master_tracking_number ?? '—'}
          </Fact>
          {(['opened_at', 'closed_at', 'departed_at', 'arrived_at', 'sorted_at'] as const)
            .filter((key) => shipment[key])
            .map((key) => (
              <Fact key={key} label={`admin.shipments.fields.${key}`}>
                {hkTime(shipment[key])}
              </Fact>
            ))}
        </Stack>
      </Section>
      <Section title="admin.shipments.sections.totals">
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="shipment-totals">
          <Fact label="admin.shipments.fields.parcels" testId="shipment-total-parcels">
            {shipment.parcel_count}
          </Fact>
          <Fact label="admin.shipments.fields.weight" testId="shipment-total-weight">
            {weightLb(shipment.total_weight)}
          </Fact>
          <Fact label="admin.shipments.fields.held" testId="shipment-total-held">
            {shipment.held_count}
          </Fact>
          {shipment.left_behind.length ? (
            <Fact label="admin.shipments.fields.leftBehind">{shipment.left_behind.length}</Fact>
          ) : null}
        </Stack>
      </Section>
      <ShipmentMoves shipment={shipment} staff={staff} />
      <Section title="admin.shipments.sections.parcels">
        <ShipmentParcels shipment={shipment} actions={parcelActions} />
      </Section>
    </Box>
  );
}

/** One shipment: its facts, totals, the actions allowed now (staff), move progress and parcels; live over the socket. */
export function ShipmentShow() {
  return (
    <Show
      component="div"
      actions={
        <TopToolbar>
          <ListButton label="admin.shipments.back" />
          <ManifestButton />
        </TopToolbar>
      }
    >
      <ShipmentPage />
    </Show>
  );
}
