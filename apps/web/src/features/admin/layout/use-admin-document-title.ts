import { useLocation } from 'react-router';
import { storeSettings } from '@/lib/store-settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { currentAdminView } from './admin-views';

/** 'Orders · Admin | Sheesham': the view first, so each browser tab says which view it holds. */
export function adminDocumentTitle(view: string, storeName: string = storeSettings.name): string {
  return `${view} · Admin | ${storeName}`;
}

/**
 * Keeps the document title on the current admin view (the server's first title says only 'Admin
 * Panel'), and puts back the title from before the panel when it unmounts (Back to Home).
 */
export function useAdminDocumentTitle() {
  const { pathname } = useLocation();
  const label = currentAdminView(pathname)?.label;
  useDocumentTitle(label ? adminDocumentTitle(label) : undefined);
}
