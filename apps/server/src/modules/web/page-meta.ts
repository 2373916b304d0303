import {
  ORDER_CLAIM_PATH,
  PASSWORD_RESET_PATH,
  type Product,
  SITE_IMAGES,
  type StoreSettings,
} from '@sheesham/shared';

export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  /** Path of the page's canonical URL (the listing's two paths share one). */
  canonicalPath: string;
  ogType: 'website' | 'product';
  /** Site-relative image URL for og:image. */
  image?: string;
  /** Private or duplicate screens are kept out of search results. */
  noindex?: boolean;
  product?: Product;
}

type StaticPage = Omit<PageMeta, 'status' | 'ogType' | 'product'>;

const DESCRIPTION_LIMIT = 160;

function truncate(text: string, limit = DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  return `${clean.slice(0, limit - 1).replace(/\s+\S*$/, '')}…`;
}

/** An order's confirmation (the web's ORDER_CONFIRMATION_ROUTE): private, shown to its owner. */
const ORDER_CONFIRMATION_PATH = /^\/orders\/[^/]+\/confirmation$/;
const ORDER_CONFIRMATION_KEY = '/orders/:id/confirmation';

/** The public screens of SPEC §2 plus the private ones (indexed or not). */
function staticPages(store: StoreSettings): Record<string, StaticPage> {
  const listing: StaticPage = {
    title: `Products | ${store.name}`,
    description: `Browse beds, sofas, dining sets, recliners, storage and chairs from ${store.name}, ${store.city}. Filter by material, storage, brand and price.`,
    canonicalPath: '/products',
  };
  const hidden = (title: string, canonicalPath: string): StaticPage => ({
    title: `${title} | ${store.name}`,
    description: `${store.name}: ${store.tagline}.`,
    canonicalPath,
    noindex: true,
  });
  return {
    '/': {
      title: `${store.name} | Handcrafted Furniture in ${store.city}`,
      description: `${store.tagline}. Beds, sofas, dining sets, recliners, storage and chairs, with free delivery within 50 km of our ${store.city} showroom.`,
      canonicalPath: '/',
      image: SITE_IMAGES.hero.url,
    },
    '/about': {
      title: `About Us | ${store.name}`,
      description: `Founded in 2015 in ${store.city}, ${store.name} builds furniture with a team of over 50 combined years of experience.`,
      canonicalPath: '/about',
      image: SITE_IMAGES.aboutStory.url,
    },
    '/services': {
      title: `Services | ${store.name}`,
      description:
        'Custom furniture design, interior consultation, delivery and assembly, repair and maintenance, and space planning.',
      canonicalPath: '/services',
      image: SITE_IMAGES.servicesHero.url,
    },
    '/contact': {
      title: `Contact Us | ${store.name}`,
      description: truncate(
        `Call ${store.phone}, write to ${store.email} or visit our showroom at ${store.address}. Open ${store.hours}.`,
      ),
      canonicalPath: '/contact',
      image: SITE_IMAGES.contactShowroom.url,
    },
    '/products': listing,
    '/browse': listing,
    '/profile': hidden('My Profile', '/profile'),
    '/checkout': hidden('Checkout', '/checkout'),
    '/auth': hidden('Sign In', '/auth'),
    // The mailed link's page: the token in its query is private and never part of the canonical.
    [ORDER_CLAIM_PATH]: hidden('Add Your Showroom Orders', ORDER_CLAIM_PATH),
    // The reset link's page, the same way (docs/decisions/055).
    [PASSWORD_RESET_PATH]: hidden('Choose a New Password', PASSWORD_RESET_PATH),
    '/admin': hidden('Admin Panel', '/admin'),
    // Stands for every ORDER_CONFIRMATION_PATH; the resolver gives each its own canonical path.
    [ORDER_CONFIRMATION_KEY]: hidden('Order Confirmation', ORDER_CONFIRMATION_KEY),
  };
}

function notFoundPage(store: StoreSettings, pathname: string, title: string): PageMeta {
  return {
    status: 404,
    title: `${title} | ${store.name}`,
    description: `${store.name}: ${store.tagline}.`,
    canonicalPath: pathname,
    ogType: 'website',
    noindex: true,
  };
}

function productPage(store: StoreSettings, product: Product): PageMeta {
  return {
    status: 200,
    title: `${product.name} | ${store.name}`,
    description: truncate(product.description),
    canonicalPath: `/product/${product._id}`,
    ogType: 'product',
    image: product.image || undefined,
    product,
  };
}

const PRODUCT_PATH = /^\/product\/([^/]+)$/;

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Trailing slashes do not make a different page. */
function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * What the server knows about a screen before the SPA runs: title, description, status. Product
 * pages look the product up, so an unknown one gets a real 404.
 */
export function createPageResolver(
  store: StoreSettings,
  findProduct: (id: string) => Promise<Product | null>,
): (pathname: string) => Promise<PageMeta> {
  // The store settings never change while the server runs, so the static pages are built once.
  // A Map: the path is the client's, and a plain object would also answer its prototype's keys.
  const pages = new Map(Object.entries(staticPages(store)));
  return async (pathname) => {
    const path = normalizePath(pathname);
    const productMatch = PRODUCT_PATH.exec(path);
    if (productMatch?.[1]) {
      const id = safeDecode(productMatch[1]);
      const product = id === null ? null : await findProduct(id);
      return product ? productPage(store, product) : notFoundPage(store, path, 'Product not found');
    }
    // Whether the order exists, and whose it is, only the SPA can ask (the session is the
    // browser's); the server serves the private screen and the page says "not found".
    if (ORDER_CONFIRMATION_PATH.test(path)) {
      const page = pages.get(ORDER_CONFIRMATION_KEY);
      if (page) return { status: 200, ogType: 'website', ...page, canonicalPath: path };
    }
    // The admin panel (#4) may add nested screens; they are all admin, all private.
    const page = pages.get(path) ?? (path.startsWith('/admin/') ? pages.get('/admin') : undefined);
    if (!page) return notFoundPage(store, path, 'Page not found');
    return { status: 200, ogType: 'website', ...page };
  };
}

/** Paths listed in the sitemap: the public, indexable screens. */
export const SITEMAP_STATIC_PATHS = ['/', '/about', '/services', '/contact', '/products'] as const;
