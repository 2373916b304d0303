import { DEFAULT_STOCK_THRESHOLD, normalizeCategory, type Product } from '@sheesham/shared';
import { productInputSchema, type ValidProductInput } from '@sheesham/shared/product-input';
import { z } from 'zod';
import { schemaResolver } from '@/lib/schema-resolver';

/**
 * What the Add/Edit Product form holds. Number inputs keep their text (an empty box is not 0);
 * `toProductInput` turns it into the POST/PUT body the shared schema checks.
 */
export interface ProductFormValues {
  name: string;
  brand: string;
  category: string;
  room_type: string;
  description: string;
  price: string;
  mrp: string;
  has_set_option: boolean;
  set_price: string;
  set_description: string;
  set_items_price: string;
  primary_material: string;
  storage: string;
  assembly: string;
  dimensions_cm: string;
  dimensions_inches: string;
  weight: string;
  warranty: string;
  seating_height: string;
  recommended_mattress_size: string;
  product_rating: string;
  stock: string;
  stock_threshold: string;
  images: string[];
}

export type ProductFormField = keyof ProductFormValues;

/** The fields in the order the form shows them: the first with an error is the one revealed. */
export const PRODUCT_FORM_FIELDS = [
  'name',
  'brand',
  'category',
  'room_type',
  'product_rating',
  'description',
  'price',
  'mrp',
  'set_price',
  'set_items_price',
  'has_set_option',
  'set_description',
  'primary_material',
  'storage',
  'assembly',
  'warranty',
  'dimensions_cm',
  'dimensions_inches',
  'weight',
  'seating_height',
  'recommended_mattress_size',
  'stock',
  'stock_threshold',
  'images',
] as const satisfies readonly ProductFormField[];

/** The element id of a field's control (labels, error lines and scrolling use it). */
export const productFieldId = (field: ProductFormField) => `product-${field.replaceAll('_', '-')}`;

export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    brand: '',
    category: '',
    room_type: '',
    description: '',
    price: '',
    mrp: '',
    has_set_option: false,
    set_price: '',
    set_description: '',
    set_items_price: '',
    primary_material: '',
    storage: '',
    assembly: '',
    dimensions_cm: '',
    dimensions_inches: '',
    weight: '',
    warranty: '',
    seating_height: '',
    recommended_mattress_size: '',
    product_rating: '',
    // Blank like every required field: the owner types the stock in hand (no silent 0).
    stock: '',
    stock_threshold: String(DEFAULT_STOCK_THRESHOLD),
    images: [],
  };
}

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/** Edit starts from the product as listed; any spelling of its category selects the right one. */
export function productToFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    brand: product.brand,
    category: normalizeCategory(product.category) ?? '',
    room_type: product.room_type,
    description: product.description,
    price: text(product.price),
    mrp: text(product.mrp),
    has_set_option: product.has_set_option,
    set_price: text(product.set_price),
    set_description: product.set_description ?? '',
    set_items_price: text(product.set_items_price),
    primary_material: product.primary_material,
    storage: product.storage,
    assembly: product.assembly,
    dimensions_cm: product.dimensions_cm,
    dimensions_inches: product.dimensions_inches,
    weight: product.weight,
    warranty: product.warranty,
    seating_height: text(product.seating_height),
    recommended_mattress_size: product.recommended_mattress_size ?? '',
    product_rating: text(product.product_rating),
    stock: text(product.stock),
    stock_threshold: text(product.stock_threshold),
    images: product.images,
  };
}

/** An empty box is "not given" (the schema then says required or applies its default). */
function numberFrom(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** The request body before validation: numbers as numbers, empty optional numbers as null. */
export function toProductInput(values: ProductFormValues) {
  return {
    ...values,
    price: numberFrom(values.price),
    mrp: numberFrom(values.mrp) ?? null,
    set_price: numberFrom(values.set_price) ?? null,
    set_items_price: numberFrom(values.set_items_price) ?? null,
    seating_height: numberFrom(values.seating_height) ?? null,
    product_rating: numberFrom(values.product_rating),
    stock: numberFrom(values.stock),
    stock_threshold: numberFrom(values.stock_threshold),
  };
}

/** The server's own schema, fed the form's values converted: same rules, same messages. */
export const productFormResolver = schemaResolver<ProductFormValues, ValidProductInput>(
  z.preprocess((values) => toProductInput(values as ProductFormValues), productInputSchema),
);

const FORM_FIELDS: ReadonlySet<string> = new Set(PRODUCT_FORM_FIELDS);

/** The form field a server error key belongs to (`images.2` → images), or null when none does. */
export function formFieldOf(key: string): ProductFormField | null {
  const field = key.split('.')[0] ?? '';
  return FORM_FIELDS.has(field) ? (field as ProductFormField) : null;
}
