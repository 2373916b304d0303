import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link to a new page starts at the top. Back/Forward (POP) are left to the browser's own scroll
 * restoration, and REPLACE (the listing's filter updates) keeps the reader where they are.
 */
export function useScrollOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: each new page
  useEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
