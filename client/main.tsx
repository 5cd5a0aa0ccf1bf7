import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './app/AppRoutes';
import { AppProviders } from './app/providers';
import { AuthGate } from './features/auth/AuthGate';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AuthGate>
        <AppRoutes />
      </AuthGate>
    </AppProviders>
  </StrictMode>,
);
