/**
 * The catalog module's public face: the catalogue reads and their cache, the product SQL other
 * modules' queries share (labels, visibility, name order), and the routes app.ts mounts.
 */
export { productAdminRoutes } from './admin-routes.ts';
export { byName, productLabelColumns, visible } from './product-sql.ts';
export { catalogRoutes } from './routes.ts';
export { CatalogService } from './service.ts';
