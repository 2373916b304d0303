import { useEffect } from 'react';

/**
 * Keeps the document title on `title` while the screen is up (the server's first title is only
 * the page's general one), and puts back the title from before when it unmounts.
 */
export function useDocumentTitle(title: string | undefined) {
  // Declared first, so it reads the title before the effect below changes it.
  useEffect(() => {
    const before = document.title;
    return () => {
      document.title = before;
    };
  }, []);

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
