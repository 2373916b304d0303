import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ORDER_CONFIRMATION_ROUTE } from '@/features/order-confirmation/confirmation-path';
import { SiteLayout } from './layout/site-layout';
import { lazyRoute } from './lazy-route';
import { RouteErrorBoundary } from './routes/route-error-boundary';

// Declarative mode with React.lazy screens: the shop uses no loaders or actions, and data mode
// cost about 13 KB gzip on every page.
// Why: docs/decisions/005-declarative-routing-and-home-bundle.md
const Home = lazyRoute(() => import('./routes/home'));
const About = lazyRoute(() => import('./routes/about'));
const Services = lazyRoute(() => import('./routes/services'));
const Contact = lazyRoute(() => import('./routes/contact'));
const Products = lazyRoute(() => import('./routes/products'));
const ProductDetail = lazyRoute(() => import('./routes/product-detail'));
const Profile = lazyRoute(() => import('./routes/profile'));
const Checkout = lazyRoute(() => import('./routes/checkout'));
const OrderConfirmation = lazyRoute(() => import('./routes/order-confirmation'));
const NotFound = lazyRoute(() => import('./routes/not-found'));
// Outside the shared layout (SPEC §2), so they wait in the Suspense around <Routes>.
const Auth = lazyRoute(() => import('./routes/auth'));
const Admin = lazyRoute(() => import('./routes/admin'));

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
        <Routes>
          <Route path="auth" element={<Auth />} />
          <Route path="admin/*" element={<Admin />} />
          <Route element={<SiteLayout />}>
            <Route index element={<Home />} />
            <Route path="about" element={<About />} />
            <Route path="services" element={<Services />} />
            <Route path="contact" element={<Contact />} />
            <Route path="products" element={<Products />} />
            <Route path="browse" element={<Products />} />
            <Route path="product/:id" element={<ProductDetail />} />
            <Route path="profile" element={<Profile />} />
            <Route path="checkout" element={<Checkout />} />
            <Route path={ORDER_CONFIRMATION_ROUTE} element={<OrderConfirmation />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
