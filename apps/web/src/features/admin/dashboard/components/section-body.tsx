import type { ReactNode } from 'react';
import type { Section } from '../use-dashboard-data';
import { LoadingNote } from './loading-note';

interface SectionBodyProps<T> {
  section: Section<T>;
  /** 'recent orders': for the loading and could-not-load texts. */
  what: string;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}

/** A panel's content: a skeleton while loading, the data, or why there is none. */
export function SectionBody<T>({ section, what, skeleton, children }: SectionBodyProps<T>) {
  if (section.unavailable) {
    return <p className="text-sm text-destructive">Could not load {what}.</p>;
  }
  if (section.data === undefined) {
    return (
      <>
        <LoadingNote what={what} />
        {skeleton}
      </>
    );
  }
  return children(section.data);
}
