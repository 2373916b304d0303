import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useBottomToasts } from '@/components/ui/toast-placement';
import { useRefetchAdminOnFocus } from './admin-refresh';
import { AdminMobileHeader } from './layout/admin-mobile-header';
import { AdminSidebar } from './layout/admin-sidebar';
import { useSidebarCollapsed } from './layout/sidebar-state';
import { useAdminDocumentTitle } from './layout/use-admin-document-title';

// Each view is its own chunk: opening the dashboard does not load the inventory editor.
const view = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
const DashboardView = view(() => import('./dashboard/dashboard-view'), 'DashboardView');
const InventoryView = view(() => import('./inventory/inventory-view'), 'InventoryView');
const OrdersView = view(() => import('./orders/orders-view'), 'OrdersView');
const CouponsView = view(() => import('./coupons/coupons-view'), 'CouponsView');
const CustomersView = view(() => import('./customers/customers-view'), 'CustomersView');
const MessagesView = view(() => import('./messages/messages-view'), 'MessagesView');
const MailView = view(() => import('./mail/mail-view'), 'MailView');
const VocabularyView = view(() => import('./vocabulary/vocabulary-view'), 'VocabularyView');
const SmsView = view(() => import('./sms/sms-view'), 'SmsView');
const DeliveryView = view(() => import('./delivery/delivery-view'), 'DeliveryView');
const DeliverySlotsView = view(
  () => import('./delivery-slots/delivery-slots-view'),
  'DeliverySlotsView',
);

function ViewLoading() {
  return (
    <div className="flex min-h-64 items-center justify-center" aria-busy="true">
      <Spinner />
    </div>
  );
}

/**
 * The admin panel's frame, outside the shop's layout (no footer): a collapsible sidebar from
 * 1024 px, a header with a menu below that, and one route per view under /admin.
 */
export function AdminShell() {
  const { collapsed, toggle } = useSidebarCollapsed();
  useAdminDocumentTitle();
  useRefetchAdminOnFocus();
  // Toasts at the top cover the view's heading and a dialog's title and first fields.
  useBottomToasts();
  return (
    <div className="min-h-dvh bg-muted/40 lg:flex">
      <AdminSidebar collapsed={collapsed} onToggle={toggle} />
      <AdminMobileHeader />
      <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
        <Suspense fallback={<ViewLoading />}>
          <Routes>
            <Route index element={<DashboardView />} />
            <Route path="inventory" element={<InventoryView />} />
            <Route path="orders" element={<OrdersView />} />
            <Route path="coupons" element={<CouponsView />} />
            <Route path="customers" element={<CustomersView />} />
            <Route path="messages" element={<MessagesView />} />
            <Route path="mail" element={<MailView />} />
            <Route path="vocabulary" element={<VocabularyView />} />
            <Route path="sms" element={<SmsView />} />
            <Route path="delivery" element={<DeliveryView />} />
            <Route path="delivery-slots" element={<DeliverySlotsView />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </Suspense>
      </main>
    </div>
  );
}
