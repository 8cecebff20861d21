/**
 * Spec §4 dismissals: an alert dismissed once stays hidden, stored under its key with the time
 * it was dismissed. Storage that cannot be used hides it for the page view only.
 */
export function isDismissed(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export function dismiss(key: string): void {
  try {
    localStorage.setItem(key, new Date().toISOString());
  } catch {
    // Not kept: hidden for this page view only.
  }
}
