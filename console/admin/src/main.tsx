import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app/admin-app';
import { createAdminI18nProvider } from './app/i18n-provider';

async function start(): Promise<void> {
  const i18nProvider = await createAdminI18nProvider();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AdminApp i18nProvider={i18nProvider} />
    </StrictMode>,
  );
}

void start();
