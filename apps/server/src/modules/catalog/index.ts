/**
 * The catalog module's public face: the catalogue reads and their cache, the prices an order is
 * priced from and the routes app.ts mounts. Its SQL stays inside the module (decision 040).
 */
export { productAdminRoutes } from './admin-routes.ts';
export { type ProductPrice, productPricesOf } from './product-prices.ts';
export { catalogRoutes } from './routes.ts';
export { CatalogService } from './service.ts';
