import { useEffect, useState } from 'react';

const TOUCH_QUERY = '(pointer: coarse)';

/**
 * Whether the member's main pointer is a finger (a phone, a tablet): help then says "swipe",
 * not "use the arrow keys" (issue 49 §13). False until the page is in a browser that can tell.
 */
export function useTouchScreen(): boolean {
  const [touch, setTouch] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(TOUCH_QUERY);
    setTouch(query.matches);
    const follow = (event: MediaQueryListEvent) => setTouch(event.matches);
    query.addEventListener?.('change', follow);
    return () => query.removeEventListener?.('change', follow);
  }, []);
  return touch;
}
