import {
  MEMBER_TEMPLATES,
  trackingFields,
  type Campaign,
  type CampaignTextsByLanguage,
  type LanderTemplate,
} from '@app/shared/contracts';
import { templateTexts } from './template-defaults';

/**
 * What the campaign form holds while marketing types: every field as typed (numbers as text),
 * turned into the API's body on save.
 */
export interface CampaignDraft {
  slug: string;
  template: LanderTemplate;
  texts: CampaignTextsByLanguage;
  featured: {
    count: string;
    gender: '' | 'female' | 'male';
    min_age: string;
    max_age: string;
    country: string;
    niche: string;
    member: string;
  };
  partner: { name: string; url: string; seconds: string };
  tracking: Record<(typeof trackingFields)[number], string>;
}

const EMPTY_TEXTS = { headline: '', lead: '', cta: '' };
const noTracking = () =>
  Object.fromEntries(trackingFields.map((field) => [field, ''])) as CampaignDraft['tracking'];

/** A new campaign's form: the gallery design with its usual words. */
export function newDraft(): CampaignDraft {
  return {
    slug: '',
    template: 'gallery',
    texts: templateTexts('gallery') ?? { en: EMPTY_TEXTS, fr: EMPTY_TEXTS },
    featured: {
      count: '',
      gender: '',
      min_age: '',
      max_age: '',
      country: '',
      niche: '',
      member: '',
    },
    partner: { name: '', url: '', seconds: '' },
    tracking: noTracking(),
  };
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** A saved campaign in the form, with its newest words. */
export function draftOf(campaign: Campaign): CampaignDraft {
  const { featured, partner } = campaign;
  return {
    slug: campaign.slug,
    template: campaign.template,
    texts: campaign.versions[0]!.texts,
    featured: {
      count: text(featured.count),
      gender: featured.gender ?? '',
      min_age: text(featured.min_age),
      max_age: text(featured.max_age),
      country: featured.country ?? '',
      niche: text(featured.niche),
      member: text(featured.member),
    },
    partner: partner
      ? { name: partner.name, url: partner.url, seconds: String(partner.seconds) }
      : { name: '', url: '', seconds: '' },
    tracking: { ...noTracking(), ...campaign.tracking } as CampaignDraft['tracking'],
  };
}

const number = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The form's fields as the API takes them (empty fields left out). */
export function campaignBody(draft: CampaignDraft) {
  const { featured } = draft;
  const given = <T extends object>(value: T) =>
    Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;
  return {
    template: draft.template,
    texts: draft.texts,
    featured: given({
      count: number(featured.count),
      gender: featured.gender || undefined,
      min_age: number(featured.min_age),
      max_age: number(featured.max_age),
      country: featured.country.trim().toUpperCase() || undefined,
      niche: number(featured.niche),
      member: MEMBER_TEMPLATES.includes(draft.template) ? number(featured.member) : undefined,
    }),
    partner:
      draft.partner.url.trim() === ''
        ? null
        : {
            name: draft.partner.name.trim(),
            url: draft.partner.url.trim(),
            seconds: Number(draft.partner.seconds),
          },
    tracking: given(
      Object.fromEntries(
        trackingFields.map((field) => [field, draft.tracking[field].trim() || undefined]),
      ),
    ),
  };
}

/** The form after choosing another design: its usual words, unless some were typed. */
export function withTemplate(draft: CampaignDraft, template: LanderTemplate): CampaignDraft {
  const before = templateTexts(draft.template);
  const untouched = before !== null && JSON.stringify(before) === JSON.stringify(draft.texts);
  const texts = untouched || isEmpty(draft.texts) ? templateTexts(template) : null;
  return { ...draft, template, texts: texts ?? draft.texts };
}

const isEmpty = (texts: CampaignTextsByLanguage) =>
  Object.values(texts).every((words) => Object.values(words).every((word) => word === ''));
