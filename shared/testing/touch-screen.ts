/**
 * Makes the page's main pointer a finger (`(pointer: coarse)` matches) until the returned undo is
 * called: what useTouchScreen reads on a phone.
 */
export function installTouchScreen(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query === '(pointer: coarse)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
