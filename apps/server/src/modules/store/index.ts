/** The store module's public face. */
export { storeRoutes } from './routes.ts';
