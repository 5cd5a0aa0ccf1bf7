import './styles.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { FullScreenLoading } from './app/FullScreenStatus';
import { AppProviders } from './app/providers';
import { AuthGate } from './features/auth/AuthGate';

// The signed-in app (shell, routes, pages) is fetched once someone has signed in: the sign-in page loads
// only what it shows (bundle budget, scripts/bundle-budget.mjs).
const AppRoutes = lazy(async () => ({ default: (await import('./app/AppRoutes')).AppRoutes }));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AuthGate>
        <Suspense fallback={<FullScreenLoading />}>
          <AppRoutes />
        </Suspense>
      </AuthGate>
    </AppProviders>
  </StrictMode>,
);
