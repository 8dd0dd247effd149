import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app/admin-app';
import { createAdminI18nProvider } from './app/i18n-provider';
import { reactRootErrorOptions, startClientReports } from '@shared/client-reports/client-reports';

async function start(): Promise<void> {
  startClientReports({ app: 'admin', release: import.meta.env.VITE_RELEASE as string | undefined });
  const i18nProvider = await createAdminI18nProvider();
  createRoot(document.getElementById('root')!, reactRootErrorOptions).render(
    <StrictMode>
      <AdminApp i18nProvider={i18nProvider} />
    </StrictMode>,
  );
}

void start();
