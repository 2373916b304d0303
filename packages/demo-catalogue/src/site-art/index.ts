import type { SiteImage } from '@sheesham/shared';
import { designDesk } from './design-desk.ts';
import { familyKitchen } from './kitchen.ts';
import { logoSvg } from './logos.ts';
import { portraitSvg } from './portraits.ts';
import {
  cityApartment,
  diningSuite,
  haveliLivingRoom,
  heroLivingRoom,
  showroom,
  teakBedroom,
} from './rooms.ts';
import { courtyardVilla } from './villa.ts';
import { workshop } from './workshop.ts';

type Drawing = (image: SiteImage) => string;

/** The drawings behind the page imagery; site-imagery.ts maps them onto the shared manifest. */
export const SITE_ART = {
  hero: heroLivingRoom,
  workshop,
  designDesk,
  showroom,
  /** By gallery project id (GALLERY_PROJECTS in site-media.ts). */
  gallery: {
    1: haveliLivingRoom,
    2: teakBedroom,
    3: familyKitchen,
    4: courtyardVilla,
    5: diningSuite,
    6: cityApartment,
  } as Record<number, Drawing>,
  logo: logoSvg,
  portrait: portraitSvg,
};
