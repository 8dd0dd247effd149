import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleRoot, loadSignInTexts } from './app/console-root';
import { reactRootErrorOptions, startClientReports } from '@shared/client-reports/client-reports';

async function start(): Promise<void> {
  startClientReports({ app: 'admin', release: import.meta.env.VITE_RELEASE as string | undefined });
  const translate = await loadSignInTexts();
  createRoot(document.getElementById('root')!, reactRootErrorOptions).render(
    <StrictMode>
      <ConsoleRoot translate={translate} />
    </StrictMode>,
  );
}

void start();
