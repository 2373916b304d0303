import {
  ALL_SITE_IMAGES,
  CLIENT_LOGOS,
  GALLERY_PROJECTS,
  MEDIA_PREFIX,
  PARTNER_LOGOS,
  SITE_IMAGES,
  type SiteImage,
  TEAM_MEMBERS,
} from '@sheesham/shared';
import { SITE_ART } from './site-art/index.ts';
import type { VectorImage } from './vector-image.ts';

/** The media key of a manifest URL: `/media/site/hero.webp` → `site/hero`. */
export function siteImageKey(image: SiteImage): string {
  return image.url.slice(MEDIA_PREFIX.length).replace(/\.webp$/, '');
}

/** Which drawing each manifest entry gets; a manifest entry without one is a programming error. */
function drawingsByUrl(): Map<string, (image: SiteImage) => string> {
  const map = new Map<string, (image: SiteImage) => string>([
    [SITE_IMAGES.hero.url, SITE_ART.hero],
    [SITE_IMAGES.aboutStory.url, SITE_ART.workshop],
    [SITE_IMAGES.servicesHero.url, SITE_ART.designDesk],
    [SITE_IMAGES.contactShowroom.url, SITE_ART.showroom],
  ]);
  for (const project of GALLERY_PROJECTS) {
    const draw = SITE_ART.gallery[project.id];
    if (draw) map.set(project.image.url, draw);
  }
  for (const [i, logo] of PARTNER_LOGOS.entries()) {
    map.set(logo.image.url, (img) => SITE_ART.logo('partner', i, img));
  }
  for (const [i, logo] of CLIENT_LOGOS.entries()) {
    map.set(logo.image.url, (img) => SITE_ART.logo('client', i, img));
  }
  for (const [i, member] of TEAM_MEMBERS.entries()) {
    map.set(member.image.url, (img) => SITE_ART.portrait(i, img));
  }
  return map;
}

/** Every page image from the shared manifest (site-media.ts), drawn as SVG at its own size. */
export function planSiteImagery(): VectorImage[] {
  const drawings = drawingsByUrl();
  return ALL_SITE_IMAGES.map((image) => {
    const draw = drawings.get(image.url);
    if (!draw) throw new Error(`No drawing for site image ${image.url}`);
    return { key: siteImageKey(image), svg: draw(image), width: image.width, height: image.height };
  });
}
