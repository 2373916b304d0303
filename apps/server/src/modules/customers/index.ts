/** The customers module's public face: the admin panel's customer routes. */
export { customerAdminRoutes } from './admin-routes.ts';
