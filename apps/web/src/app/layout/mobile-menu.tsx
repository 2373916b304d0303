import { MailIcon, MenuIcon, PhoneIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { telHref } from '@/features/content/contact-links';
import { storeSettings } from '@/lib/store-settings';
import { BrandLogo } from './brand-logo';
import { NavLinkList } from './nav-link-list';

/** Small-screen navigation: a toggle that opens the links in a sheet from the left. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // Close on any navigation, including Back/Forward while the sheet is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <MenuIcon className="size-6!" aria-hidden="true" />
      </Button>
      <SheetContent side="left" className="w-[85vw] max-w-xs gap-0 p-0">
        <div className="border-b px-6 py-5">
          <BrandLogo onNavigate={() => setOpen(false)} />
        </div>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <NavLinkList
            className="flex flex-col gap-1"
            linkClassName="block rounded-md px-3 py-3 text-lg font-medium text-foreground transition-colors hover:bg-accent"
            activeClassName="bg-accent text-gold"
            onNavigate={() => setOpen(false)}
          />
        </nav>
        <div className="space-y-3 border-t px-6 py-5 text-sm text-muted-foreground">
          <a
            href={telHref(storeSettings.phone)}
            className="flex items-center gap-2 hover:text-foreground"
          >
            <PhoneIcon className="size-4 text-gold" aria-hidden="true" />
            {storeSettings.phone}
          </a>
          <a
            href={`mailto:${storeSettings.email}`}
            className="flex items-center gap-2 hover:text-foreground"
          >
            <MailIcon className="size-4 text-gold" aria-hidden="true" />
            {storeSettings.email}
          </a>
        </div>
      </SheetContent>
    </Sheet>
  );
}
