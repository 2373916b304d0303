/** The uploads module's public face: the admin's upload route and the unused-upload sweeper. */
export { uploadAdminRoutes } from './admin-routes.ts';
export { uploadSweeperPlugin } from './upload-sweeper-plugin.ts';
