import { MailIcon, PhoneIcon } from 'lucide-react';
import { telHref } from '@/components/content/contact-links';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import type { LazyPanelProps } from '@/lib/lazy-on-open';
import { returnFocusTo } from '@/lib/return-focus';
import { storeSettings } from '@/lib/store-settings';
import { BrandLogo } from './brand-logo';
import { MobileAccountSection } from './mobile-account-section';
import { NavLinkList } from './nav-link-list';

/** The small-screen navigation sheet, sliding in from the left; loaded when first opened. */
export function MobileMenuSheet({ open, onOpenChange, triggerRef }: LazyPanelProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="w-[85vw] max-w-xs gap-0 p-0"
        onCloseAutoFocus={returnFocusTo(triggerRef)}
      >
        <div className="border-b px-6 py-5">
          <BrandLogo onNavigate={close} />
        </div>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <NavLinkList
            className="flex flex-col gap-1"
            linkClassName="block rounded-md px-3 py-3 text-lg font-medium text-foreground transition-colors hover:bg-accent"
            activeClassName="bg-accent text-gold"
            onNavigate={close}
          />
        </nav>
        <MobileAccountSection onNavigate={close} />
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
