import type { BootData as BootDataContract } from '@app/shared/contracts';

/** The boot data contract, read defensively: a page without it still starts (as a visitor). */
export type BootData = { settings: BootDataContract['settings'] | null } & Pick<
  BootDataContract,
  'user'
>;

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
