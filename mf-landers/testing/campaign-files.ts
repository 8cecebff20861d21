// Jest's stand-in for src/features/landers/campaign-files.ts: the bundler lists campaigns/ at
// build time; under Jest the folder is read from disk.
import fs from 'node:fs';
import path from 'node:path';
import type { CampaignFile } from '../src/features/landers/campaign';

const dir = path.join(__dirname, '..', 'campaigns');

export const campaignFiles: CampaignFile[] = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CampaignFile);
