import { PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { AdminNavLinks } from './admin-nav-links';

interface AdminSidebarProps {
  collapsed: boolean;
  onToggle: () => void;
}

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** The wide-screen sidebar (1024 px and up); collapsed, it keeps only the icons. */
export function AdminSidebar({ collapsed, onToggle }: AdminSidebarProps) {
  const ToggleIcon = collapsed ? PanelLeftOpenIcon : PanelLeftCloseIcon;
  const shortcut = isMac() ? '⌘B' : 'Ctrl+B';
  return (
    <aside
      data-collapsed={collapsed}
      className={cn(
        'sticky top-0 hidden h-dvh flex-col bg-primary text-primary-foreground transition-[width] duration-200 lg:flex',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div
        className={cn(
          'flex items-center border-b border-primary-foreground/10',
          collapsed ? 'justify-center px-2 py-5' : 'justify-between gap-2 px-5 py-5',
        )}
      >
        {collapsed ? null : (
          <div className="min-w-0">
            <p className="font-serif text-2xl font-semibold">Sheesham</p>
            <p className="mt-0.5 text-xs font-semibold tracking-wider text-gold-light uppercase">
              Admin Panel
            </p>
          </div>
        )}
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          title={`${collapsed ? 'Expand' : 'Collapse'} sidebar (${shortcut})`}
          className="cursor-pointer rounded-md p-2 text-primary-foreground/80 hover:bg-primary-foreground/10 hover:text-primary-foreground focus-visible:outline-2 focus-visible:outline-gold-light"
        >
          <ToggleIcon className="size-5" aria-hidden="true" />
        </button>
      </div>
      <nav aria-label="Admin" className={cn('flex flex-1 flex-col p-3', collapsed && 'px-2')}>
        <AdminNavLinks iconsOnly={collapsed} />
      </nav>
    </aside>
  );
}
