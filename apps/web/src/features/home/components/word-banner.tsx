import { Fragment } from 'react';
import { Marquee } from '@/components/content/marquee';
import { BANNER_WORDS } from '../home-content';

/** A decorative ribbon of words; it repeats what the page already says, so it is hidden from AT. */
export function WordBanner() {
  return (
    <div aria-hidden="true" className="overflow-hidden bg-gold py-5 text-gold-foreground">
      <Marquee trackClassName="gap-8 pr-8" durationSeconds={35} className="[mask-image:none]">
        {BANNER_WORDS.map((word) => (
          <Fragment key={word}>
            <span className="font-serif text-2xl font-semibold whitespace-nowrap italic sm:text-3xl">
              {word}
            </span>
            <span className="size-2 shrink-0 rotate-45 bg-gold-foreground/70" />
          </Fragment>
        ))}
      </Marquee>
    </div>
  );
}
