/**
 * The catalog module's public face: the catalogue reads and their cache, the prices an order is
 * priced from, the routes app.ts mounts, and the catalogue's SQL vocabulary (labels, not archived,
 * name order) for the read models that join products (the dashboard, decision 040).
 */
export { productAdminRoutes } from './admin-routes.ts';
export { type ProductPrice, productPricesOf } from './product-prices.ts';
export { byName, notArchived, productLabelColumns } from './product-sql.ts';
export { catalogRoutes } from './routes.ts';
export { CatalogService } from './service.ts';
