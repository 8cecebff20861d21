import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls inside its own box, never the page. The box is a named
 * region a keyboard can reach and scroll (a scrolling region must be, WCAG 2.1.1).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is focusable so the keyboard can scroll it
    <div className="table-responsive" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
