import { StoreContactLink } from '@/components/content/store-contact-link';
import { SidePanel } from '@/components/side-panel';
import { SheetDescription, SheetTitle } from '@/components/ui/sheet';
import type { LazyPanelProps } from '@/lib/lazy-on-open';
import { BrandLogo } from './brand-logo';
import { MobileAccountSection } from './mobile-account-section';
import { NavLinkList } from './nav-link-list';

/** The small-screen navigation sheet, sliding in from the left; loaded when first opened. */
export function MobileMenuSheet(props: LazyPanelProps) {
  const close = () => props.onOpenChange(false);
  return (
    <SidePanel {...props} side="left" className="w-[85vw] max-w-xs gap-0 p-0">
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
        {(['phone', 'email'] as const).map((kind) => (
          <StoreContactLink
            key={kind}
            kind={kind}
            className="flex items-center gap-2 hover:text-foreground"
            iconClassName="size-4 text-gold"
          />
        ))}
      </div>
    </SidePanel>
  );
}
