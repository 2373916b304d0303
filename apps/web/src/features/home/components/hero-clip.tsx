import { useState } from 'react';
import clipMp4 from '@/assets/video/hero-clip.mp4';
import clipWebm from '@/assets/video/hero-clip.webm';
import { cn } from '@/lib/utils';

/**
 * The hero's clip (made by scripts/make-hero-clip.ts from the hero's own drawing): muted, looping,
 * inline. It fades in once it is playing, over the poster it starts from, and is only mounted when
 * it may play (useHeroClip), so the server's HTML has no <video> and nothing is requested before.
 */
export function HeroClip({ className }: { className: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <video
      // React sets `muted` as a property only; autoplay needs it before the first frame.
      ref={(video) => {
        if (video) video.defaultMuted = true;
      }}
      className={cn(
        className,
        'opacity-0 transition-opacity duration-1000',
        playing && 'opacity-100',
      )}
      autoPlay
      muted
      loop
      playsInline
      disablePictureInPicture
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
      data-state={playing ? 'playing' : 'waiting'}
    >
      <source src={clipWebm} type="video/webm; codecs=vp9" />
      <source src={clipMp4} type="video/mp4" />
    </video>
  );
}
