/**
 * The page imagery the seed generates and the storefront shows. URLs follow the media convention
 * in images.ts (every width in IMAGE_WIDTHS also exists as `<key>-<width>.webp`).
 */
export interface SiteImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

const site = (key: string, alt: string, width = 1600, height = 1000): SiteImage => ({
  url: `/media/site/${key}.webp`,
  alt,
  width,
  height,
});

export const SITE_IMAGES = {
  hero: site(
    'hero',
    'A sunlit living room furnished with a sheesham wood sofa and coffee table',
    1600,
    900,
  ),
  aboutStory: site(
    'about-story',
    'Craftsmen finishing a solid wood dining table in the Sheesham workshop',
  ),
  servicesHero: site('services-hero', 'A designer sketching a custom wardrobe beside wood samples'),
  contactShowroom: site(
    'contact-showroom',
    'The Sheesham showroom floor with beds and sofas on display',
  ),
} as const;

export const GALLERY_CATEGORIES = [
  'All',
  'Architecture',
  'Bedroom',
  'Furniture',
  'Interior',
  'Kitchen',
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export interface GalleryProject {
  id: number;
  category: Exclude<GalleryCategory, 'All'>;
  title: string;
  image: SiteImage;
}

export const GALLERY_PROJECTS: GalleryProject[] = [
  {
    id: 1,
    category: 'Interior',
    title: 'Heritage Haveli Living Room',
    image: site(
      'gallery/haveli-living',
      'A haveli living room with carved wood furniture',
      1200,
      900,
    ),
  },
  {
    id: 2,
    category: 'Bedroom',
    title: 'Teak Master Bedroom',
    image: site(
      'gallery/teak-bedroom',
      'A master bedroom with a teak king bed and side tables',
      1200,
      900,
    ),
  },
  {
    id: 3,
    category: 'Kitchen',
    title: 'Modular Family Kitchen',
    image: site(
      'gallery/family-kitchen',
      'A modular kitchen with wooden cabinets and a breakfast counter',
      1200,
      900,
    ),
  },
  {
    id: 4,
    category: 'Architecture',
    title: 'Courtyard Villa Facade',
    image: site(
      'gallery/courtyard-villa',
      'A villa courtyard with arched doorways and jaali screens',
      1200,
      900,
    ),
  },
  {
    id: 5,
    category: 'Furniture',
    title: 'Six-Seater Dining Suite',
    image: site(
      'gallery/dining-suite',
      'A six-seater sheesham dining table with upholstered chairs',
      1200,
      900,
    ),
  },
  {
    id: 6,
    category: 'Interior',
    title: 'Compact City Apartment',
    image: site(
      'gallery/city-apartment',
      'A compact apartment living area with a sofa cum bed and storage',
      1200,
      900,
    ),
  },
];

export interface LogoImage {
  name: string;
  image: SiteImage;
}

/** A strip of logos, numbered 1… in the order of `names` (the seed draws them in that order). */
const logos = (group: 'partner' | 'client', names: readonly string[]): LogoImage[] =>
  names.map((name, index) => ({
    name,
    image: site(`logos/${group}-${index + 1}`, `${name} logo`, 480, 240),
  }));

export const PARTNER_LOGOS: LogoImage[] = logos('partner', [
  'Marwar Timber Co.',
  'Rajasthan Handicrafts Guild',
  'Indigo Fabrics',
  'Pink City Logistics',
  'Aravali Hardware',
  'Thar Finishes',
]);

export const CLIENT_LOGOS: LogoImage[] = logos('client', [
  'Hotel Amer Palace',
  'Lakeview Residency',
  'Sanganer Co-working',
  'Jal Mahal Cafe',
  'Hawa Heights Apartments',
  'Blue Pottery Boutique',
]);

export interface TeamMember {
  name: string;
  role: string;
  image: SiteImage;
}

const member = (key: string, name: string, role: string): TeamMember => ({
  name,
  role,
  image: site(`team/${key}`, `Portrait of ${name}, ${role}`, 640, 640),
});

export const TEAM_MEMBERS: TeamMember[] = [
  member('rajesh-sharma', 'Rajesh Sharma', 'Founder & Master Craftsman'),
  member('priya-mathur', 'Priya Mathur', 'Head of Interior Design'),
  member('imran-qureshi', 'Imran Qureshi', 'Production Lead'),
  member('kavita-joshi', 'Kavita Joshi', 'Customer Experience'),
];

/** Every site image, so the seed can generate them all and tests can check they exist. */
export const ALL_SITE_IMAGES: SiteImage[] = [
  ...Object.values(SITE_IMAGES),
  ...GALLERY_PROJECTS.map((p) => p.image),
  ...PARTNER_LOGOS.map((l) => l.image),
  ...CLIENT_LOGOS.map((l) => l.image),
  ...TEAM_MEMBERS.map((m) => m.image),
];
