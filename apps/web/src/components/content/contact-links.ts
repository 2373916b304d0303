/** A tel: link from a display number such as "+91 98290 12345" (spaces and dashes dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
