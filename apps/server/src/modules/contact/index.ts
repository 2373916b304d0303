/** The contact module's public face: the form's route and the admin inbox's routes. */
export { messageAdminRoutes } from './admin-routes.ts';
export { contactRoutes } from './routes.ts';
