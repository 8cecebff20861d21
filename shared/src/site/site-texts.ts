// The site's own wording per language; pure, so the server (page title) uses it too.
import type { Settings } from '../contracts/settings';

export type SiteTexts = Pick<
  Settings,
  'description' | 'index_title' | 'fictional_singular' | 'fictional_plural'
>;

/** The site's own wording in `language` (its translation where it has one, else its main text). */
export function siteTexts(settings: Settings, language: string): SiteTexts {
  const translated = settings.texts?.[language.slice(0, 2) as keyof Settings['texts']] ?? {};
  return {
    description: translated.description ?? settings.description,
    index_title: translated.index_title ?? settings.index_title,
    fictional_singular: translated.fictional_singular ?? settings.fictional_singular,
    fictional_plural: translated.fictional_plural ?? settings.fictional_plural,
  };
}
