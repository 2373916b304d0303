import { type Product, STORE_SETTINGS_ELEMENT_ID, type StoreSettings } from '@sheesham/shared';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { escapeHtml, jsonForScript } from '../../lib/html.ts';
import type { PageMeta } from './page-meta.ts';

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** schema.org Product for rich results (the vocabulary URLs are identifiers, never fetched). */
function productJsonLd(product: Product, siteUrl: string) {
  const url = absoluteUrl(siteUrl, `/product/${product._id}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: product.images.map((image) => absoluteUrl(siteUrl, image)),
    description: product.description,
    sku: product._id,
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: product.price,
      availability:
        product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    // No aggregateRating: we hold a rating but no review count, and rich results require one.
  };
}

export interface HeadContext {
  store: StoreSettings;
  siteUrl: string;
  /** og:image is only announced for images that exist. */
  hasImage: (url: string) => boolean;
}

/** Everything the server writes at <!--app-head-->, every value escaped. */
export function createHeadRenderer({ store, siteUrl, hasImage }: HeadContext) {
  // Constant for the server's lifetime: serialized once, not per page view.
  const storeSettingsTag = `<script type="application/json" id="${STORE_SETTINGS_ELEMENT_ID}">${jsonForScript(store)}</script>`;
  return (page: PageMeta): string =>
    renderHeadTags(page, { store, siteUrl, hasImage }, storeSettingsTag);
}

function renderHeadTags(
  page: PageMeta,
  { store, siteUrl, hasImage }: HeadContext,
  storeSettingsTag: string,
): string {
  const canonical = absoluteUrl(siteUrl, page.canonicalPath);
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:site_name', store.name),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
  ];
  if (page.image && hasImage(page.image)) {
    tags.push(meta('property', 'og:image', absoluteUrl(siteUrl, page.image)));
    tags.push(meta('name', 'twitter:card', 'summary_large_image'));
  }
  if (page.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (page.product) {
    tags.push(
      `<script type="application/ld+json">${jsonForScript(productJsonLd(page.product, siteUrl))}</script>`,
    );
  }
  tags.push(storeSettingsTag);
  return tags.join('\n    ');
}
