import type { CampaignTextsByLanguage, LanderTemplate } from '@app/shared/contracts';
import { campaignFiles } from '../campaign-files';

/**
 * A design's usual words: those of this remote's campaign file for it (the files are the
 * templates' defaults, issue 28 §1), so a new campaign starts from words that work.
 */
export function templateTexts(template: LanderTemplate): CampaignTextsByLanguage | null {
  const file = campaignFiles.find((one) => one.template === template);
  return file ? { en: { ...file.texts.en }, fr: { ...file.texts.fr } } : null;
}
