import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Back to wherever the shopper came from (keeping their listing filters), or to the listing when
 * the page was opened directly. react-router keeps its history index in history.state.idx.
 */
export function useGoBack(fallback = '/products') {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  }, [navigate, fallback]);
}
