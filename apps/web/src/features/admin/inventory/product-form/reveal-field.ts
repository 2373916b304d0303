import { useEffect, useState } from 'react';
import { type ProductFormField, productFieldId } from './product-form-values';

/** The dialog's scrolling body: a revealed field scrolls there and nowhere else. */
export const PRODUCT_FORM_BODY_ID = 'product-form-body';

/**
 * Scrolls the form body alone (not scrollIntoView, which also scrolls every clipping ancestor,
 * the dialog panel included, and moves the title and the Save bar): the field to the middle, or
 * its top into view when it is taller than the body.
 */
function scrollBodyTo(element: HTMLElement) {
  const body = document.getElementById(PRODUCT_FORM_BODY_ID);
  if (!body?.contains(element)) return;
  const bodyBox = body.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  const offset = box.top - bodyBox.top + body.scrollTop;
  const room = body.clientHeight - box.height;
  const top = room > 0 ? offset - room / 2 : offset - 16;
  const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  body.scrollTo?.({ top: Math.max(0, top), behavior: calm ? 'auto' : 'smooth' });
}

/**
 * Brings a field into view inside the dialog's scrolling body and focuses it, so the admin sees
 * the message under it (and a screen reader reads it through aria-describedby).
 */
export function revealField(field: ProductFormField) {
  const element = document.getElementById(productFieldId(field));
  if (!element) return;
  scrollBodyTo(element);
  element.focus({ preventScroll: true });
}

/**
 * `reveal(field)` asks for a field to be revealed once the form is enabled again: a browser does
 * not focus a control in a disabled fieldset, and a server's answer arrives while it still is.
 */
export function useRevealField(disabled: boolean) {
  const [field, reveal] = useState<ProductFormField | null>(null);
  useEffect(() => {
    if (disabled || !field) return;
    revealField(field);
    reveal(null);
  }, [disabled, field]);
  return reveal;
}
