/** The profile module's public face: the signed-in user's own profile routes. */
export { profileRoutes } from './routes.ts';
