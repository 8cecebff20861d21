import { useEffect, useRef, useState } from 'react';
import { titleWithCount } from '@app/shared/utils';

/** Where the page's own name is: the main region's first heading (every screen has one). */
const HEADING = '#main h1';

function currentHeading(): string | null {
  const text = document.querySelector(HEADING)?.textContent?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
}

/**
 * Every screen's own title (issue 10): "Messages · Amora", from the screen's main heading, so it
 * is in the reader's language and follows remotes' screens without a table to keep; the landing
 * page keeps the site's index title. The spec's count prefix comes first: "(3) Messages · Amora".
 * After a route change the new title is answered for a live region, so screen readers hear
 * where they arrived.
 */
export function usePageTitle({
  pathname,
  siteName,
  indexTitle,
  count,
}: {
  pathname: string;
  siteName: string;
  indexTitle: string;
  count: number;
}): string {
  // The heading with the path it was read on: right after a route change the old one is stale.
  const [read, setRead] = useState<{ pathname: string; text: string | null }>({
    pathname: '',
    text: null,
  });
  const heading = read.pathname === pathname ? read.text : null;
  const [announcement, setAnnouncement] = useState('');
  const announcedFor = useRef(pathname);

  useEffect(() => {
    const root = document.getElementById('root') ?? document.body;
    const update = () => {
      const text = currentHeading();
      // Most mutations (a message, a typing dot) leave the heading as it was: no re-render.
      setRead((last) =>
        last.pathname === pathname && last.text === text ? last : { pathname, text },
      );
    };
    update();
    // Screens render their heading when their code and data arrive.
    const observer = new MutationObserver(update);
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname]);

  const title = pathname === '/' || !heading ? indexTitle : `${heading} · ${siteName}`;
  useEffect(() => {
    document.title = titleWithCount(title, count);
  }, [title, count]);

  useEffect(() => {
    if (announcedFor.current === pathname || !heading) return;
    announcedFor.current = pathname;
    setAnnouncement(title);
  }, [pathname, heading, title]);

  return announcement;
}
