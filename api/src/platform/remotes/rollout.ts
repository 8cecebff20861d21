import { createHash } from 'node:crypto';
import { rulesSchema } from '@app/shared/contracts';
import type { z } from 'zod';

/**
 * Who may be offered a candidate besides the share (all given rules must hold): the visitor's
 * country, the site's niche, premium members only or never, the page's language.
 */
export const candidateRulesSchema = rulesSchema;
export type CandidateRules = z.infer<typeof candidateRulesSchema>;

/** What a browser is judged by: who it is (sticky), where and what it is. */
export interface Audience {
  /** `member:<id>` once logged in, else `visitor:<the visitor cookie>`. */
  subject: string;
  /** The browser's visitor cookie (members have one too): what its load tickets name. */
  visitor?: string;
  country: string | null;
  niche: number;
  premium: boolean;
  language: string;
}

/**
 * The browser's place on a remote's 0–99 scale: a hash of the remote and the subject, so the
 * same browser (or member) always gets the same answer for a remote, and the remotes' candidates
 * reach independent slices of the audience.
 */
export function bucketOf(remote: string, subject: string): number {
  const digest = createHash('sha256').update(`${remote}\0${subject}`).digest();
  return digest.readUInt32BE(0) % 100;
}

export function meetsRules(rules: CandidateRules, audience: Audience): boolean {
  if (rules.countries && !rules.countries.includes(audience.country ?? '')) return false;
  if (rules.niches && !rules.niches.includes(audience.niche)) return false;
  if (rules.premium !== undefined && rules.premium !== audience.premium) return false;
  if (rules.languages && !rules.languages.includes(audience.language)) return false;
  return true;
}

/** Whether this browser gets the remote's candidate rather than its stable version. */
export function getsCandidate(
  remote: string,
  channel: { candidate: string | null; candidate_percent: number; rules: CandidateRules },
  audience: Audience,
): boolean {
  if (channel.candidate === null || channel.candidate_percent <= 0) return false;
  if (!meetsRules(channel.rules, audience)) return false;
  return bucketOf(remote, audience.subject) < channel.candidate_percent;
}
