/**
 * The vocabulary module's public face: the service searches read the vocabulary through (and staff
 * edit it with), the slots a query becomes, and the admin routes app.ts mounts.
 */
export { vocabularyAdminRoutes } from './admin-routes.ts';
export { VocabularyService } from './service.ts';
export { type QuerySlot, slips, type Vocabulary } from './vocabulary.ts';
