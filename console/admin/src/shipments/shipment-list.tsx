import { Datagrid, FunctionField, Link, List, SelectInput, SimpleList, useTranslate, type RaRecord } from 'react-admin';
import { SHIPMENT_STATUS_VALUES, type ShipmentListRow } from '@contracts/shipments';
import { HkDateField, useHkTime } from '../app/hk-time';
import { placeName } from '../app/place-name';
import { usePhone } from '../app/phone';
import { carrierText, SHIPMENT_WAREHOUSES, shipmentStatusText, weightLb } from './shipment-format';

type Row = ShipmentListRow & RaRecord;

function useShipmentFilters() {
  const translate = useTranslate();
  return [
    <SelectInput
      key="warehouse"
      source="warehouse"
      label="admin.shipments.fields.warehouse"
      choices={SHIPMENT_WAREHOUSES.map((w) => ({ id: w, name: placeName(translate, w) }))}
      translateChoice={false}
      alwaysOn
    />,
    <SelectInput
      key="status"
      source="status"
      label="admin.shipments.fields.status"
      choices={SHIPMENT_STATUS_VALUES.map((s) => ({ id: s, name: shipmentStatusText(translate, s) }))}
      translateChoice={false}
      alwaysOn
    />,
  ];
}

/** The status as words, marked for tests and screen readers alike. */
function StatusCell({ row }: { row: Row }) {
  const translate = useTranslate();
  return (
    <span data-testid={`shipment-row-status-${row.shipment_number}`} data-status={row.status}>
      {shipmentStatusText(translate, row.status)}
    </span>
  );
}

/** Weekly shipments by warehouse and state, newest cut-off first (the server's order); a phone gets a simple list. */
export function ShipmentList() {
  const translate = useTranslate();
  const hkTime = useHkTime();
  const phone = usePhone();
  return (
    <List perPage={25} exporter={false} filters={useShipmentFilters()}>
      {phone ? (
        <SimpleList
          data-testid="shipment-list"
          linkType="show"
          primaryText={(r: RaRecord) => `${String(r.shipment_number)} · ${shipmentStatusText(translate, r.status)}`}
          secondaryText={(r: RaRecord) =>
            `${placeName(translate, r.warehouse)} · ${translate('admin.shipments.fields.cutoff')} ${hkTime(r.cutoff_at)}`
          }
          tertiaryText={(r: RaRecord) =>
            translate('admin.shipments.parcelsWeight', {
              count: Number(r.parcel_count),
              weight: weightLb(r.total_weight),
            })
          }
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} data-testid="shipment-list">
          <FunctionField
            label="admin.shipments.fields.number"
            sortable={false}
            render={(r: Row) => (
              <Link
                to={`/shipments/${encodeURIComponent(String(r.id))}/show`}
                onClick={(e: React.MouseEvent) => e.stopPropagation()}
                data-testid={`shipment-link-${r.shipment_number}`}
              >
                {r.shipment_number}
              </Link>
            )}
          />
          <FunctionField
            label="admin.shipments.fields.warehouse"
            sortable={false}
            render={(r: Row) => placeName(translate, r.warehouse)}
          />
          <FunctionField
            label="admin.shipments.fields.status"
            sortable={false}
            render={(r: Row) => <StatusCell row={r} />}
          />
          <HkDateField source="cutoff_at" label="admin.shipments.fields.cutoff" showTime sortable={false} />
          <HkDateField source="ships_on" label="admin.shipments.fields.shipsOn" sortable={false} />
          <FunctionField
            label="admin.shipments.fields.parcels"
            textAlign="right"
            sortable={false}
            render={(r: Row) => r.parcel_count}
          />
          <FunctionField
            label="admin.shipments.fields.held"
            textAlign="right"
            sortable={false}
            render={(r: Row) => r.held_count}
          />
          <FunctionField
            label="admin.shipments.fields.weight"
            textAlign="right"
            sortable={false}
            render={(r: Row) => weightLb(r.total_weight)}
          />
          <FunctionField label="admin.shipments.fields.carrier" sortable={false} render={(r: Row) => carrierText(r)} />
        </Datagrid>
      )}
    </List>
  );
}
