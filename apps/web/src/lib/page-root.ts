/**
 * The storefront layout's root element (header, page, footer). A full-screen cover such as the
 * checkout's processing overlay makes it inert, so Tab cannot reach the page behind the cover.
 */
export const PAGE_ROOT_ID = 'page-root';
