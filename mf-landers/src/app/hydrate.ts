// The landers remote's browser entry for a server-rendered page (`island/hydrate.js`). The page
// arrives complete: what makes it interactive (React and the landers' components) is fetched
// and run once it has painted, so nothing competes with its first paint and its photos.
import { prefetchNextPage } from './next-page';

const hydrate = () => void import('./island-boot').then(({ boot }) => boot());

/** After the page's load and one more frame: its first paint and largest photo come first. */
const afterPaint = () =>
  requestAnimationFrame(() =>
    setTimeout(() => {
      prefetchNextPage();
      hydrate();
    }, 0),
  );

if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
