import { z } from 'zod';
import { CATEGORIES, DEFAULT_STOCK_THRESHOLD, normalizeCategory } from './catalog.ts';
import { formatINR, formatRupees, toPaise } from './money.ts';
import { requiredWhen } from './required-when.ts';
import { isSingleLine, singleLineMessage } from './single-line.ts';

/** SPEC §9: at most 5 images per product; the first is the main image. */
export const MAX_PRODUCT_IMAGES = 5;
/** The highest price the admin form accepts, in rupees (a ₹10 lakh bed would be a typo). */
export const MAX_PRODUCT_PRICE_RUPEES = 10_00_000;
const MAX_STOCK = 100_000;
/** A product's name, in characters. */
export const MAX_PRODUCT_NAME_LENGTH = 200;
/** What the Complete Set adds, in characters ("2 matching armchairs, 3+1+1"). */
export const MAX_SET_DESCRIPTION_LENGTH = 120;
/** Ratings run from 0 to this, in tenths. */
export const MAX_PRODUCT_RATING = 5;

/** Images must be the shop's own media (seeded or uploaded): never a remote or script URL. */
export const PRODUCT_IMAGE_URL = /^\/media\/[\w/-]+\.webp$/;

/**
 * Trimmed text PostgreSQL can store: it cannot hold U+0000, so the field says so here instead of
 * the write failing in the database.
 */
const storableText = (label: string, error?: string) =>
  z
    .string(error ? { error } : undefined)
    .trim()
    .refine((value) => !value.includes('\u0000'), `${label} must not contain NUL characters`);

const requiredText = (label: string, max = 200) =>
  storableText(label, `${label} is required`)
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** requiredText that must fit on one line: every text field of a product but its description. */
const requiredLine = (label: string, max = 200) =>
  requiredText(label, max).refine(isSingleLine, singleLineMessage(label));

const optionalLine = (label: string, max = 100) =>
  storableText(label)
    .refine(isSingleLine, singleLineMessage(label))
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A number field: a missing or null value is "required", like the text fields (the form sends an
 * empty box as missing); anything else that is not a number "must be a number". Optional number
 * fields accept null before they get here (.nullish()).
 */
const numberField = (label: string) =>
  z.number({
    error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`),
  });

/** Rupees with at most two decimals (whole paise). */
const rupees = (label: string) =>
  numberField(label)
    .positive(`${label} must be more than 0`)
    .max(
      MAX_PRODUCT_PRICE_RUPEES,
      `${label} must be at most ${formatRupees(MAX_PRODUCT_PRICE_RUPEES)}`,
    )
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), {
      message: `${label} can have at most two decimals`,
    });

const wholeNumber = (label: string, max: number) =>
  numberField(label)
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${formatINR(max)}`);

const categoryValues = CATEGORIES.map((c) => c.value) as [string, ...string[]];

/**
 * The admin product form and the body of POST/PUT /products (SPEC §5), one schema for both
 * sides. Unknown fields are refused (strict). `_id` and `image`, which the spec's client sends,
 * are accepted and ignored: the server chooses ids, and the main image is always `images[0]`.
 */
export const productInputSchema = z
  .strictObject({
    _id: z.string().optional(),
    image: z.string().optional(),
    name: requiredLine('Name', MAX_PRODUCT_NAME_LENGTH),
    brand: requiredLine('Brand', 100),
    price: rupees('Price'),
    set_price: rupees('Set price').nullish(),
    has_set_option: z.boolean().default(false),
    mrp: rupees('MRP').nullish(),
    set_description: optionalLine('Set description', MAX_SET_DESCRIPTION_LENGTH),
    set_items_price: rupees('Set items price').nullish(),
    images: z
      .array(z.string().regex(PRODUCT_IMAGE_URL, 'Images must be uploaded to the shop'))
      .max(MAX_PRODUCT_IMAGES, 'You can only upload up to 5 images.')
      .refine((urls) => new Set(urls).size === urls.length, 'Each image can be used only once')
      .default([]),
    // 'office' and 'recliner' are the spec's other spellings of Recliners (decision 002).
    category: z
      .string({ error: 'Category is required' })
      .trim()
      .min(1, 'Category is required')
      .transform((value, ctx) => {
        const category = normalizeCategory(value);
        if (category) return category;
        ctx.addIssue({
          code: 'custom',
          message: `Category must be one of ${categoryValues.join(', ')}`,
        });
        return z.NEVER;
      }),
    room_type: requiredLine('Room type', 100),
    primary_material: requiredLine('Primary material', 100),
    storage: requiredLine('Storage', 100),
    assembly: requiredLine('Assembly', 100),
    dimensions_cm: requiredLine('Dimensions (cm)', 100),
    dimensions_inches: requiredLine('Dimensions (inches)', 100),
    weight: requiredLine('Weight', 50),
    warranty: requiredLine('Warranty', 100),
    description: requiredText('Description', 5000),
    product_rating: numberField('Rating')
      .min(0, `Rating must be between 0 and ${MAX_PRODUCT_RATING}`)
      .max(MAX_PRODUCT_RATING, `Rating must be between 0 and ${MAX_PRODUCT_RATING}`)
      .refine((value) => Number.isInteger(Math.round(value * 10 * 1e6) / 1e6), {
        message: 'Rating can have one decimal',
      }),
    seating_height: wholeNumber('Seating height', 100).nullish(),
    recommended_mattress_size: optionalLine('Recommended mattress size'),
    // Required, with no default: a stock left out is a mistake, and 0 would put the product out
    // of stock in the shop without a word to the owner (issue #24).
    stock: wholeNumber('Stock', MAX_STOCK),
    /**
     * PUT only: the stock the editor loaded. When given, the save is refused (409
     * `stock_changed`, nothing written) if orders or another admin changed the stock since, so
     * an edit never overwrites stock sold meanwhile. When absent, `stock` is a recount and is
     * written as sent. POST ignores it.
     */
    expected_stock: wholeNumber('Expected stock', MAX_STOCK).optional(),
    stock_threshold: wholeNumber('Stock threshold', MAX_STOCK).default(DEFAULT_STOCK_THRESHOLD),
  })
  .superRefine(
    requiredWhen(
      'set_price',
      'Set price is required when the set option is on',
      (product) => product.has_set_option && product.set_price == null,
    ),
  )
  .superRefine((product, ctx) => {
    // Compared in paise, as stored: an MRP below the selling price would show a negative discount.
    // zod runs this even when a field failed: an MRP of 0 or less has its own message already.
    if (product.mrp != null && product.mrp > 0 && toPaise(product.mrp) < toPaise(product.price)) {
      ctx.addIssue({ code: 'custom', path: ['mrp'], message: 'MRP must be at least the price' });
    }
  });

/** What the form edits (before defaults). */
export type ProductInput = z.input<typeof productInputSchema>;
/** A validated product body: trimmed, category normalised, defaults filled. */
export type ValidProductInput = z.output<typeof productInputSchema>;
