import { act } from 'react';
import { byId, typeInto } from '@/testing/dom';

export const formControl = (id: string) =>
  byId<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(id);

/** Types into a field, or picks an option, the way a browser does. */
export function fill(id: string, value: string) {
  const element = formControl(id);
  if (element instanceof HTMLSelectElement) {
    act(() => {
      element.value = value;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    });
  } else {
    typeInto(element, value);
  }
}

/** A complete, valid new product typed the way an admin would (numbers as text). */
export function fillValidProduct() {
  fill('product-name', '  Mandore Sheesham Sofa ');
  fill('product-brand', 'Jodhpur Heritage');
  fill('product-category', 'recliners');
  fill('product-room-type', 'Living Room');
  fill('product-product-rating', '4.5');
  fill('product-description', 'Three-seater in solid sheesham.');
  fill('product-price', '52999.50');
  fill('product-primary-material', 'Solid Wood');
  fill('product-storage', 'No Storage');
  fill('product-assembly', 'Included');
  fill('product-warranty', '3 years');
  fill('product-dimensions-cm', '210 x 90 x 85');
  fill('product-dimensions-inches', '83 x 35 x 33');
  fill('product-weight', '65 kg');
  fill('product-seating-height', '18');
  fill('product-stock', '7');
}
