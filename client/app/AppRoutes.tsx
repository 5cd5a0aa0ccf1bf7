import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate, useParams } from 'react-router';
import { AppShell } from '../features/layout/AppShell';
import { PageGuard } from './PageGuard';
import { PAGE_COMPONENTS, SessionRoomPage, TicketDetailsPage } from './pages';
import { adminAliasPage, PAGE_PATHS, parseTicketId, STATIC_PAGES, type StaticPageName } from './paths';

/**
 * The path table of product §1.2.1. Everything renders inside the signed-in AppShell. The router lives here (and
 * around the change-password page), not around the whole app: the sign-in page needs none of it.
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppShell />}>
          <Route index element={<PageRoute page="dashboard" />} />
          {STATIC_PAGES.map((page) => (
            <Route key={page} path={PAGE_PATHS[page]} element={<PageRoute page={page} />} />
          ))}
          <Route path="/tickets/:idSlug" element={<TicketDetailsRoute />} />
          <Route
            path="/appointments/:id/room"
            element={
              <PageGuard page="appointments">
                <SessionRoomPage />
              </PageGuard>
            }
          />
          <Route path="/admin/:section" element={<AdminAliasRoute />} />
          <Route path="*" element={<Redirect to={PAGE_PATHS.dashboard} />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}

function PageRoute({ page }: { page: StaticPageName }) {
  const Page = PAGE_COMPONENTS[page];
  return (
    <PageGuard page={page}>
      <Page />
    </PageGuard>
  );
}

function TicketDetailsRoute() {
  const { idSlug = '' } = useParams();
  const ticketId = parseTicketId(idSlug);
  if (ticketId === null) {
    return (
      <Redirect to={PAGE_PATHS.tickets} warning={`Invalid ticket id "${idSlug}"; showing the tickets list`} />
    );
  }
  return (
    <PageGuard page="ticket-details">
      <TicketDetailsPage ticketId={ticketId} />
    </PageGuard>
  );
}

/** /admin/{x} shows page admin-{x}; an unknown admin page warns and goes to the dashboard. */
function AdminAliasRoute() {
  const { section = '' } = useParams();
  const page = adminAliasPage(section);
  if (!page) {
    return (
      <Redirect
        to={PAGE_PATHS.dashboard}
        warning={`Unknown page "admin-${section}"; showing the dashboard`}
      />
    );
  }
  return <PageRoute page={page} />;
}

/** Replaces the current history entry, so Back does not bounce into the redirect again. */
function Redirect({ to, warning }: { to: string; warning?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (warning) console.warn(warning);
    navigate(to, { replace: true });
  }, [navigate, to, warning]);
  return null;
}
