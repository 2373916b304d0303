import { CLIENT_LOGOS, type LogoImage, PARTNER_LOGOS } from '@sheesham/shared';
import { Marquee } from '@/components/content/marquee';
import { ResponsiveImage } from '@/components/responsive-image';

function LogoTile({ logo }: { logo: LogoImage }) {
  const { url, alt, width, height } = logo.image;
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-card px-5 py-3 shadow-xs">
      <ResponsiveImage
        // The emblem sits centred on a 2:1 canvas: a centred square crop shows it at full size.
        className="size-11 shrink-0 object-cover"
        sizes="88px"
        src={url}
        alt={alt}
        width={width}
        height={height}
      />
      <span className="font-serif text-base font-semibold whitespace-nowrap text-primary">
        {logo.name}
      </span>
    </div>
  );
}

function LogoStrip({
  title,
  logos,
  reverse,
}: {
  title: string;
  logos: LogoImage[];
  reverse?: boolean;
}) {
  return (
    <div>
      <h3 className="mb-6 text-center font-sans text-xs font-semibold tracking-[0.25em] text-muted-foreground uppercase">
        {title}
      </h3>
      <Marquee
        trackClassName="gap-4 pr-4 py-1"
        className={reverse ? '[&>div]:[animation-direction:reverse]' : undefined}
        durationSeconds={40}
      >
        {logos.map((logo) => (
          <LogoTile key={logo.name} logo={logo} />
        ))}
      </Marquee>
    </div>
  );
}

/** SPEC §2: scrolling logo strips 'Associate Partners' and 'Our Client'. */
export function LogoStrips() {
  return (
    <section aria-labelledby="trusted-title" className="py-20 sm:py-24">
      <h2 id="trusted-title" className="sr-only">
        Partners and clients
      </h2>
      <div className="mx-auto max-w-7xl space-y-12">
        <LogoStrip title="Associate Partners" logos={PARTNER_LOGOS} />
        <LogoStrip title="Our Client" logos={CLIENT_LOGOS} reverse />
      </div>
    </section>
  );
}
