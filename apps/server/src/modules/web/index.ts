/** The web module's public face: media files, SEO files and the server-rendered storefront. */
export { mediaRoutes } from './media-routes.ts';
export { seoRoutes } from './seo-routes.ts';
export { spaRoutes } from './spa-routes.ts';
export { START_AFTER_PAINT_CSP_SOURCE } from './start-after-paint.ts';
