/** Cart rules from SPEC §4 and §9, shared so the drawer, checkout and server price lines alike. */
export interface CartItem {
  id: string;
  name: string;
  image: string;
  price: number;
  set_price?: number | null;
  quantity: number;
  selectedSet: boolean;
}

export type CartProduct = Omit<CartItem, 'quantity' | 'selectedSet'>;

/** Whether the 'Complete Set Option' is offered: SPEC §2 needs the flag and a set price. */
export function hasSetOption(product: {
  has_set_option: boolean;
  set_price?: number | null;
}): boolean {
  return product.has_set_option && product.set_price != null;
}

/** The unit price of a line: the set price when the set is chosen and one exists. */
export function linePrice(item: Pick<CartItem, 'price' | 'set_price' | 'selectedSet'>): number {
  return item.selectedSet && item.set_price != null ? item.set_price : item.price;
}

/** Same id and same selectedSet grow the line; anything else appends a new line. */
export function addItem(
  items: readonly CartItem[],
  product: CartProduct,
  quantity = 1,
  selectedSet = false,
): CartItem[] {
  const existing = items.find((i) => i.id === product.id && i.selectedSet === selectedSet);
  if (existing) {
    return items.map((i) => (i === existing ? { ...i, quantity: i.quantity + quantity } : i));
  }
  return [...items, { ...product, quantity, selectedSet }];
}

/** Removes every line with that id, whatever its set flag (SPEC §4). */
export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((i) => i.id !== id);
}

/** Sets the quantity of the line identified by id and selectedSet; 0 or less removes it. */
export function updateQuantity(
  items: readonly CartItem[],
  id: string,
  quantity: number,
  selectedSet?: boolean,
): CartItem[] {
  const matches = (i: CartItem) =>
    i.id === id && (selectedSet === undefined || i.selectedSet === selectedSet);
  if (quantity <= 0) return items.filter((i) => !matches(i));
  return items.map((i) => (matches(i) ? { ...i, quantity } : i));
}

export function totalPrice(items: readonly CartItem[]): number {
  return items.reduce((sum, i) => sum + linePrice(i) * i.quantity, 0);
}

/** Pieces, not lines: a cart, an order or any list of quantities. */
export function itemCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, i) => sum + i.quantity, 0);
}

/** Drops anything in stored cart data that is not a well-formed line (old or tampered storage). */
export function sanitizeCart(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (i): i is CartItem =>
      typeof i === 'object' &&
      i !== null &&
      typeof i.id === 'string' &&
      typeof i.name === 'string' &&
      typeof i.image === 'string' &&
      typeof i.price === 'number' &&
      Number.isInteger(i.quantity) &&
      i.quantity > 0 &&
      typeof i.selectedSet === 'boolean',
  );
}
