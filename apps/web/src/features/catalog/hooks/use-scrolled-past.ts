import { type RefObject, useEffect, useState } from 'react';

/**
 * True while the element has scrolled up out of the viewport (it is above the top edge), false
 * while it shows or is still below. Checked once a frame while the page scrolls or resizes, not
 * with an IntersectionObserver: one jump from below the viewport to above it (a link to a
 * section, a fling) never intersects, so an observer would not report it.
 */
export function useScrolledPast(target: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const box = element.getBoundingClientRect();
      // An element with no box (not laid out) has not been scrolled past.
      setPast(box.height > 0 && box.bottom <= 0);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [target]);
  return past;
}
