import { type RefObject, useEffect, useState } from 'react';

/**
 * True while the element has scrolled up out of the viewport (it is above the top edge), false
 * while it shows or is still below. Without IntersectionObserver (or on the server) it stays false.
 */
export function useScrolledPast(target: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}
