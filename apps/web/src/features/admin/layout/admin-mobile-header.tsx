import { MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { AdminNavLinks } from './admin-nav-links';
import { currentAdminView } from './admin-views';

/** Below 1024 px (SPEC §9) this header replaces the sidebar; its menu opens the same links. */
export function AdminMobileHeader() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const current = currentAdminView(pathname);

  return (
    <header className="sticky top-0 z-40 flex items-center gap-3 border-b bg-primary px-4 py-3 text-primary-foreground lg:hidden">
      <Sheet open={open} onOpenChange={setOpen}>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label="Open admin menu"
          className="cursor-pointer rounded-md p-2 hover:bg-primary-foreground/10 focus-visible:outline-2 focus-visible:outline-gold-light"
        >
          <MenuIcon className="size-5" aria-hidden="true" />
        </button>
        <SheetContent
          side="left"
          className="max-w-72 border-primary-foreground/10 bg-primary text-primary-foreground [&>button]:text-primary-foreground"
        >
          <SheetTitle className="text-primary-foreground">
            Sheesham <span className="text-gold-light">Admin</span>
          </SheetTitle>
          <SheetDescription className="sr-only">Admin panel views</SheetDescription>
          <nav aria-label="Admin" className="flex flex-1 flex-col">
            <AdminNavLinks onNavigate={() => setOpen(false)} />
          </nav>
        </SheetContent>
      </Sheet>
      <p className="min-w-0 truncate font-serif text-lg font-semibold">
        Sheesham <span className="text-gold-light">Admin</span>
        {current ? (
          <span className="font-sans text-sm font-normal text-primary-foreground/75">
            {' '}
            · {current.label}
          </span>
        ) : null}
      </p>
    </header>
  );
}
