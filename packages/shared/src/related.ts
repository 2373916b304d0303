export const RELATED_PRODUCT_COUNT = 4;

interface Relatable {
  _id: string;
  category: string;
  room_type: string;
}

/**
 * SPEC §9: up to 4 products, from the same category first, then the same room type, then the
 * rest, never the current product. Order inside each group follows the input order.
 */
export function relatedProducts<T extends Relatable>(
  current: Relatable,
  all: readonly T[],
  count = RELATED_PRODUCT_COUNT,
): T[] {
  const others = all.filter((p) => p._id !== current._id);
  const sameCategory = others.filter((p) => p.category === current.category);
  const sameRoom = others.filter(
    (p) => p.category !== current.category && p.room_type === current.room_type,
  );
  const rest = others.filter(
    (p) => p.category !== current.category && p.room_type !== current.room_type,
  );
  return [...sameCategory, ...sameRoom, ...rest].slice(0, count);
}
