import { Admin, CustomRoutes, Layout, Resource, type I18nProvider, type LayoutProps, type RaRecord } from 'react-admin';
import { adminTheme } from './admin-theme';
import { AdminAppBar } from './admin-app-bar';
import { Route } from 'react-router-dom';
import { withOpsResources } from '../reference/ops-data-provider';
import { opsResources } from '../reference/ops-resources';
import { authProvider } from './auth-provider';
import { createDataProvider } from './data-provider';
import { http } from './http';
import { LiveRefresh } from './live-refresh';
import { LoginPage } from './login-page';
import { lazyView } from './lazy-view';
import { withPrivacyRequests } from '../privacy-requests/privacy-data-provider';
import { withShipments } from '../shipments/shipment-data-provider';

// Each view is its own chunk behind the route boundary (load-failed error + retry).
const BatchHistoryPage = lazyView(
  () => import('../batches/batch-history').then((m) => m.BatchHistoryPage),
  'BatchHistoryPage',
);
const BatchList = lazyView(() => import('../batches/batch-list').then((m) => m.BatchList), 'BatchList');
const BatchShow = lazyView(() => import('../batches/batch-show').then((m) => m.BatchShow), 'BatchShow');
const CheckInPage = lazyView(() => import('../arrivals/check-in-page').then((m) => m.CheckInPage), 'CheckInPage');
const PickupPage = lazyView(() => import('../pickup/pickup-page').then((m) => m.PickupPage), 'PickupPage');
const Dashboard = lazyView(() => import('../dashboard/dashboard').then((m) => m.Dashboard), 'Dashboard');
const OutboxEmailList = lazyView(() => import('../outbox/outbox').then((m) => m.OutboxEmailList), 'OutboxEmailList');
const OutboxSmsList = lazyView(() => import('../outbox/outbox').then((m) => m.OutboxSmsList), 'OutboxSmsList');
const SmsDeliveryList = lazyView(() => import('../outbox/outbox').then((m) => m.SmsDeliveryList), 'SmsDeliveryList');
const RobotFailureList = lazyView(() => import('../outbox/outbox').then((m) => m.RobotFailureList), 'RobotFailureList');
const PromoCodeCreate = lazyView(
  () => import('../promo-codes/promo-codes').then((m) => m.PromoCodeCreate),
  'PromoCodeCreate',
);
const PromoCodeEdit = lazyView(
  () => import('../promo-codes/promo-codes').then((m) => m.PromoCodeEdit),
  'PromoCodeEdit',
);
const PromoCodeList = lazyView(
  () => import('../promo-codes/promo-codes').then((m) => m.PromoCodeList),
  'PromoCodeList',
);
const SupportInbox = lazyView(() => import('../support/support-inbox').then((m) => m.SupportInbox), 'SupportInbox');
const UserList = lazyView(() => import('../users/users').then((m) => m.UserList), 'UserList');
const UserShow = lazyView(() => import('../users/users').then((m) => m.UserShow), 'UserShow');
const ClientReportsPage = lazyView(
  () => import('../client-reports/client-reports').then((m) => m.ClientReportsPage),
  'ClientReportsPage',
);
const ClientReportShow = lazyView(
  () => import('../client-reports/client-reports').then((m) => m.ClientReportShow),
  'ClientReportShow',
);

const PrivacyRequestList = lazyView(
  () => import('../privacy-requests/privacy-requests').then((m) => m.PrivacyRequestList),
  'PrivacyRequestList',
);
const PrivacyRequestShow = lazyView(
  () => import('../privacy-requests/privacy-requests').then((m) => m.PrivacyRequestShow),
  'PrivacyRequestShow',
);

const ShipmentList = lazyView(() => import('../shipments/shipment-list').then((m) => m.ShipmentList), 'ShipmentList');
const ShipmentShow = lazyView(() => import('../shipments/shipment-show').then((m) => m.ShipmentShow), 'ShipmentShow');

/** A user page's title: the person's name (react-admin would show "#<account id>"). */
const userName = (r: RaRecord) => [r.first_name, r.last_name].filter(Boolean).join(' ') || String(r.email ?? '');

const dataProvider = withShipments(withPrivacyRequests(withOpsResources(createDataProvider(http), http), http), http);

function AdminLayout(props: LayoutProps) {
  return (
    <>
      <LiveRefresh />
      <Layout {...props} appBar={AdminAppBar} />
    </>
  );
}

/**
 * The operator console at /admin. Writes are offered to staff only (auditors get no create/edit/
 * expire buttons); the server refuses them to auditors anyway (src/operations/audit AuditorReadOnlyGuard).
 */
export function AdminApp({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <Admin
      title="HK Concierge"
      dataProvider={dataProvider}
      dashboard={Dashboard}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={AdminLayout}
      theme={adminTheme}
      requireAuth
      disableTelemetry
    >
      {(permissions: string | null) => (
        <>
          <Resource
            name="batches"
            list={BatchList}
            show={BatchShow}
            recordRepresentation="batch_number"
            options={{ label: 'admin.menu.batches' }}
          />
          {/* Staff act on shipments; auditors read them (no action buttons, the server refuses their writes). */}
          <Resource
            name="shipments"
            list={ShipmentList}
            show={ShipmentShow}
            recordRepresentation="shipment_number"
            options={{ label: 'admin.menu.shipments' }}
          />
          {permissions === 'staff' ? (
            <Resource name="check-in" list={CheckInPage} options={{ label: 'admin.menu.checkIn' }} />
          ) : null}
          {permissions === 'staff' ? (
            <Resource name="pickup" list={PickupPage} options={{ label: 'admin.menu.pickup' }} />
          ) : null}
          <Resource
            name="users"
            list={UserList}
            show={UserShow}
            recordRepresentation={userName}
            options={{ label: 'admin.menu.users' }}
          />
          <Resource
            name="promo-codes"
            list={PromoCodeList}
            create={permissions === 'staff' ? PromoCodeCreate : undefined}
            edit={permissions === 'staff' ? PromoCodeEdit : undefined}
            options={{ label: 'admin.menu.promoCodes' }}
          />
          <Resource name="support" list={SupportInbox} options={{ label: 'admin.menu.support' }} />
          <Resource
            name="privacy-requests"
            list={PrivacyRequestList}
            show={PrivacyRequestShow}
            options={{ label: 'admin.menu.privacyRequests' }}
          />
          <Resource name="robot-failures" list={RobotFailureList} options={{ label: 'admin.menu.robotFailures' }} />
          {permissions === 'staff' ? (
            <Resource name="outbox-sms" list={OutboxSmsList} options={{ label: 'admin.menu.outboxSms' }} />
          ) : null}
          {permissions === 'staff' ? (
            <Resource
              name="outbox-sms-deliveries"
              list={SmsDeliveryList}
              options={{ label: 'admin.menu.smsDeliveries' }}
            />
          ) : null}
          {permissions === 'staff' ? (
            <Resource name="outbox-email" list={OutboxEmailList} options={{ label: 'admin.menu.outboxEmail' }} />
          ) : null}
          {opsResources(permissions)}
          <Resource name="client-reports" list={ClientReportsPage} options={{ label: 'admin.menu.clientReports' }} />
          <CustomRoutes>
            <Route path="/batches/:id/history" element={<BatchHistoryPage />} />
            <Route path="/client-reports/:id" element={<ClientReportShow />} />
          </CustomRoutes>
        </>
      )}
    </Admin>
  );
}
