import { SERVICE_WORKER_URL } from '../config/constants';

/**
 * Spec §7: the service worker — the offline page, push, and the shell's start-up files
 * precached (the browser then also keeps their compiled code, so the app starts with less
 * work). Registered once the page has loaded, so it never competes with it; `whenIdle` waits
 * further, for the browser's first idle moment (a landing, whose visitor may never open the
 * app: issue 27 §1, the tap on "Sign up for free" then starts the app from that precache).
 * Production builds only: the development servers have no worker to serve.
 */
export function registerServiceWorker({ whenIdle = false }: { whenIdle?: boolean } = {}): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // No worker (private mode, an old browser): the site works the same without it.
    });
  const afterLoad =
    whenIdle && 'requestIdleCallback' in window
      ? () => requestIdleCallback(register, { timeout: 5_000 })
      : register;
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
