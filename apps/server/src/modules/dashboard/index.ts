/** The dashboard module's public face: the admin dashboard's routes. */
export { dashboardAdminRoutes } from './admin-routes.ts';
