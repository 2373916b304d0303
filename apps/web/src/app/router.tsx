import { createBrowserRouter } from 'react-router';
import { SiteLayout } from './layout/site-layout';
import { RouteError } from './routes/route-error';

/** Data-mode router; every screen is a lazy route module exporting `Component`. */
export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    // Shown only while the first lazy route module loads; a blank page avoids a spinner flash.
    hydrateFallbackElement: <div className="min-h-screen bg-background" aria-busy="true" />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'about', lazy: () => import('./routes/about') },
      { path: 'services', lazy: () => import('./routes/services') },
      { path: 'contact', lazy: () => import('./routes/contact') },
      { path: 'products', lazy: () => import('./routes/products') },
      { path: 'browse', lazy: () => import('./routes/products') },
      { path: 'product/:id', lazy: () => import('./routes/product-detail') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
