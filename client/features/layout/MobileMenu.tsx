import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef } from 'react';
import type { SessionUser } from '../../../common/schemas/auth';
import type { StaticPageName } from '../../app/paths';
import { BrandMark } from './BrandMark';
import { SidebarNav } from './SidebarNav';
import { UserMenu } from './UserMenu';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser;
  activePage: StaticPageName | null;
  unreadCount: number;
}

/**
 * The slide-out menu below 1024 px: the same navigation as the sidebar, in a modal panel. Closing it returns
 * focus to the header's menu button that opened it (it is a plain button, not a Dialog.Trigger).
 */
export function MobileMenu({ open, onOpenChange, user, activePage, unreadCount }: MobileMenuProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 motion-safe:animate-[fade-in_150ms_ease-out] bg-slate-900/40 backdrop-blur-[2px] lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] motion-safe:animate-[slide-in-left_200ms_ease-out] flex-col bg-white shadow-2xl focus:outline-none lg:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <BrandMark />
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="flex size-9 cursor-pointer items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <SidebarNav
            role={user.role}
            activePage={activePage}
            unreadCount={unreadCount}
            onNavigate={() => onOpenChange(false)}
          />
          <UserMenu user={user} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
