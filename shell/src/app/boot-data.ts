import type { Settings, User } from '@app/shared';

/** What the server inlines into index.html for the request's domain and session (spec §7). */
export interface BootData {
  settings: Settings | null;
  user: User | null;
}

export function readBootData(doc: Document = document): BootData {
  const element = doc.getElementById('app-boot');
  if (!element?.textContent) return { settings: null, user: null };
  try {
    const data = JSON.parse(element.textContent) as Partial<BootData>;
    return { settings: data.settings ?? null, user: data.user ?? null };
  } catch {
    return { settings: null, user: null };
  }
}
