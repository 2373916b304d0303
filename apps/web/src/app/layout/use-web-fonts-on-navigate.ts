import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The first page of a visit paints in the stand-in fonts and keeps them: the start script fetched
 * the web fonts after the paint but left them out, so the text is not laid out twice
 * (docs/decisions/063). The next page the app renders takes them, since it lays out anew anyway.
 */
export function useWebFontsOnNavigate() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    const waiting = (window as { __webFonts?: FontFace[] }).__webFonts;
    if (!waiting) return;
    delete (window as { __webFonts?: FontFace[] }).__webFonts;
    for (const face of waiting) document.fonts.add(face);
  }, [pathname]);
}
