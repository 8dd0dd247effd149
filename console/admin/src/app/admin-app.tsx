import { Admin, CustomRoutes, Layout, Resource, type I18nProvider, type LayoutProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { BatchHistoryPage } from '../batches/batch-history';
import { BatchList } from '../batches/batch-list';
import { BatchShow } from '../batches/batch-show';
import { ClientReportShow, ClientReportsPage } from '../client-reports/client-reports';
import { Dashboard } from '../dashboard/dashboard';
import { OutboxEmailList, OutboxSmsList, RobotFailureList } from '../outbox/outbox';
import { PromoCodeCreate, PromoCodeEdit, PromoCodeList } from '../promo-codes/promo-codes';
import { SupportInbox } from '../support/support-inbox';
import { UserList, UserShow } from '../users/users';
import { withOpsResources } from '../reference/ops-data-provider';
import { opsResources } from '../reference/ops-resources';
import { authProvider } from './auth-provider';
import { createDataProvider } from './data-provider';
import { http } from './http';
import { LiveRefresh } from './live-refresh';
import { LoginPage } from './login-page';

const dataProvider = withOpsResources(createDataProvider(http), http);

function AdminLayout(props: LayoutProps) {
  return (
    <>
      <LiveRefresh />
      <Layout {...props} />
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
      requireAuth
      disableTelemetry
    >
      {(permissions: string | null) => (
        <>
          <Resource name="batches" list={BatchList} show={BatchShow} options={{ label: 'admin.menu.batches' }} />
          <Resource name="users" list={UserList} show={UserShow} options={{ label: 'admin.menu.users' }} />
          <Resource
            name="promo-codes"
            list={PromoCodeList}
            create={permissions === 'staff' ? PromoCodeCreate : undefined}
            edit={permissions === 'staff' ? PromoCodeEdit : undefined}
            options={{ label: 'admin.menu.promoCodes' }}
          />
          <Resource name="support" list={SupportInbox} options={{ label: 'admin.menu.support' }} />
          <Resource name="robot-failures" list={RobotFailureList} options={{ label: 'admin.menu.robotFailures' }} />
          {permissions === 'staff' ? (
            <Resource name="outbox-sms" list={OutboxSmsList} options={{ label: 'admin.menu.outboxSms' }} />
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
