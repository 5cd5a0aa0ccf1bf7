import { Bell, Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigationType } from 'react-router';
import { PAGE_PATHS, resolvePath, type StaticPageName } from '../../app/paths';
import { useFocusKeptInPlace } from '../../lib/useFocusKeptInPlace';
import { cn } from '../../lib/utils';
import { AssistantProvider, offersAssistant } from '../assistant/AssistantProvider';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { useUnreadCount } from '../notifications/api';
import { useNotificationStream } from '../notifications/useNotificationStream';
import { useUnderMaintenance } from '../settings/maintenance';
import { BrandMark } from './BrandMark';
import { formatBadgeCount } from './navItems';
import { PageLoading } from './PageLoading';
import { SidebarNav } from './SidebarNav';
import { UserMenu } from './UserMenu';

const MaintenancePage = lazy(async () => ({
  default: (await import('../settings/MaintenancePage')).MaintenancePage,
})); // Counselors only: the crisis chat ring and the duty switch load apart from everyone else's shell.
const CrisisChatRinger = lazy(async () => ({
  default: (await import('../crisis-chat/CrisisChatRinger')).CrisisChatRinger,
}));
const DutySwitch = lazy(async () => ({
  default: (await import('../crisis-chat/DutySwitch')).DutySwitch,
}));

// The slide-out menu and the notification center (and the dialog library under them) load when first wanted:
// on pointing at or focusing their button, at the latest on the first click, and stay mounted after.
const loadMobileMenu = () => import('./MobileMenu');
const loadNotificationCenter = () => import('../notifications/NotificationCenter');
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));
const NotificationCenter = lazy(async () => ({
  default: (await loadNotificationCenter()).NotificationCenter,
}));
const preloadCenter = () => void loadNotificationCenter();

/** True from the first time `open` is true on: a lazy panel is mounted once wanted and kept for its close. */
function useWantedOnce(open: boolean): boolean {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted || open;
}

const COLLAPSED_KEY = 'hub.sidebar.collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function activePageOf(pathname: string): StaticPageName | null {
  const resolved = resolvePath(pathname);
  if (resolved.kind === 'page') return resolved.page;
  if (resolved.kind === 'ticket') return 'tickets';
  return null;
}

/**
 * Sidebar (collapsible to icons) on desktop, header with a slide-out menu and a bell below 1024 px. It also
 * holds the tab's live notification stream, the unread count of the badges, the notification center and,
 * for students, the floating help assistant (`features/assistant`).
 */
export function AppShell() {
  return (
    <AssistantProvider>
      <ShellLayout />
    </AssistantProvider>
  );
}

function ShellLayout() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [menuOpen, setMenuOpen] = useState(false);
  const [centerOpen, setCenterOpen] = useState(false);
  const activePage = activePageOf(pathname);
  useNotificationStream();
  const unreadCount = useUnreadCount().data ?? 0;
  const underMaintenance = useUnderMaintenance();
  const menuWanted = useWantedOnce(menuOpen);
  const centerWanted = useWantedOnce(centerOpen);
  const main = useRef<HTMLElement>(null);
  useFocusKeptInPlace(main);

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(COLLAPSED_KEY, String(!value));
      } catch {
        // Private browsing may refuse storage; the toggle still works for this visit.
      }
      return !value;
    });
  };

  // A new page starts at the top; back and forward keep the browser's own scroll restoration.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    setMenuOpen(false);
    setCenterOpen(false);
  }, [pathname, navigationType]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-2 text-sm font-medium text-indigo-600 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:outline-none focus:ring-2 focus:ring-indigo-500"
      >
        Skip to content
      </a>

      <aside
        className={cn(
          'fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-slate-200 bg-white transition-[width] duration-200 lg:flex print:hidden',
          collapsed ? 'w-[4.5rem]' : 'w-68',
        )}
      >
        <div
          className={cn(
            'flex h-16 shrink-0 items-center border-b border-slate-200',
            collapsed ? 'justify-center px-2' : 'justify-between px-4',
          )}
        >
          {!collapsed && (
            <Link
              to={PAGE_PATHS.dashboard}
              className="min-w-0 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <BrandMark />
            </Link>
          )}
          <button
            type="button"
            onClick={toggleCollapsed}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            className="flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            {collapsed ? (
              <PanelLeftOpen className="size-5" aria-hidden="true" />
            ) : (
              <PanelLeftClose className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
        <SidebarNav
          role={user.role}
          activePage={activePage}
          collapsed={collapsed}
          unreadCount={unreadCount}
        />
        <UserMenu user={user} collapsed={collapsed} />
      </aside>

      <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur lg:hidden print:hidden">
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          onPointerEnter={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          className="flex size-10 cursor-pointer items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <Menu className="size-5" aria-hidden="true" />
        </button>
        <Link
          to={PAGE_PATHS.dashboard}
          className="min-w-0 flex-1 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <BrandMark />
        </Link>
        <BellButton unreadCount={unreadCount} open={centerOpen} onOpen={() => setCenterOpen(true)} />
      </header>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            user={user}
            activePage={activePage}
            unreadCount={unreadCount}
          />
        </Suspense>
      )}

      {user.role === 'counselor' && (
        <Suspense fallback={null}>
          <CrisisChatRinger />
        </Suspense>
      )}
      {centerWanted && (
        <Suspense fallback={null}>
          <NotificationCenter open={centerOpen} onOpenChange={setCenterOpen} unreadCount={unreadCount} />
        </Suspense>
      )}

      <div
        className={cn(
          'duration-200 lg:transition-[padding] print:pl-0',
          collapsed ? 'lg:pl-[4.5rem]' : 'lg:pl-68',
        )}
      >
        <div className="sticky top-0 z-20 hidden h-14 items-center justify-end gap-3 border-b border-slate-200 bg-white/90 px-8 backdrop-blur lg:flex print:hidden">
          {user.role === 'counselor' && (
            <Suspense fallback={null}>
              <DutySwitch />
            </Suspense>
          )}
          <BellButton unreadCount={unreadCount} open={centerOpen} onOpen={() => setCenterOpen(true)} />
        </div>
        <main
          ref={main}
          id="main-content"
          tabIndex={-1}
          className={cn(
            'mx-auto w-full max-w-7xl px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8 print:max-w-none print:p-0',
            // Room below the last content, so the help assistant's button never covers a button of the page.
            offersAssistant(user.role) && 'pb-24 lg:pb-24',
          )}
        >
          <Suspense fallback={<PageLoading />}>
            {underMaintenance && user.role !== 'admin' ? <MaintenancePage /> : <Outlet />}
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** The bell of the headers: opens the notification center and shows the unread count, capped at 99+. */
function BellButton({
  unreadCount,
  open,
  onOpen,
}: {
  unreadCount: number;
  open: boolean;
  onOpen: () => void;
}) {
  const badge = formatBadgeCount(unreadCount);
  return (
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={preloadCenter}
      onFocus={preloadCenter}
      aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}
      aria-haspopup="dialog"
      aria-expanded={open}
      title="Notifications"
      className="relative flex size-10 cursor-pointer items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <Bell className="size-5" aria-hidden="true" />
      {badge && (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 min-w-4 rounded-full bg-red-700 px-1 py-0.5 text-center text-[10px] font-semibold leading-none text-white"
        >
          {badge}
        </span>
      )}
    </button>
  );
}
