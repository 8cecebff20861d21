import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ABOUT_MAX_LENGTH } from '@app/shared/values';
import { profileFieldShown } from '@app/shared/utils';
import { selectSettings, useAppSelector } from '@app/shared';
import { useUpdateProfileMutation } from '@app/shared/bindings';
import type { OwnProfile, ProfileUpdate } from '@app/shared/contracts';
import {
  ATTRIBUTE_CHOICES,
  ErrorAlert,
  ProfileAttributeFields,
  attributeAnswersOf,
  consentToSend,
  type AttributeAnswers,
  BusyButton,
  TownField,
} from '@app/shared/ui';
import { RegionSelect } from '../../components/region-select';
import { forgetSearch } from '../../lib/search-state';
import { NAMESPACE } from '../../i18n';

interface Draft extends AttributeAnswers {
  about: string;
  city: string;
  region_id: number | undefined;
}

/**
 * About me, the §3 attributes, interests, city and region. The site's visible_profile_fields
 * decide which are asked (what profiles do not show is not asked); visible_profile_notes adds
 * a note that what is asked is shown to other members.
 */
export function DetailsForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const settings = useAppSelector(selectSettings);
  const shown = (field: string) => profileFieldShown(settings, field);
  const [draft, setDraft] = useState<Draft>(() => ({
    ...attributeAnswersOf(profile),
    about: profile.about,
    city: profile.city ?? '',
    region_id: profile.region_id ?? undefined,
  }));
  const [save, { isLoading, error, isSuccess, reset }] = useUpdateProfileMutation();
  const change = (changes: Partial<Draft>) => {
    reset();
    setDraft((current) => ({ ...current, ...changes }));
  };
  const tooLong = draft.about.length > ABOUT_MAX_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    const update: Record<string, unknown> = {
      about: draft.about,
      ...(shown('tattoos') ? { tattoos: draft.tattoos } : {}),
      ...(shown('interests') ? { interests: draft.interests } : {}),
      ...(shown('city') ? { city: draft.city } : {}),
      ...(shown('region') ? { region_id: draft.region_id ?? null } : {}),
      ...consentToSend(profile, draft),
    };
    // A list left on "choose" says nothing; it does not clear what was given.
    for (const [field] of ATTRIBUTE_CHOICES) if (draft[field]) update[field] = draft[field];
    const result = await save(update as ProfileUpdate);
    // Whom they seek changed: the search kept for the visit starts afresh from it (issue 49 §2).
    const seeks = (answers: Pick<Draft, 'gender' | 'seeking' | 'sexuality'>) =>
      [answers.gender, answers.seeking, answers.sexuality].join();
    if ('data' in result && seeks(draft) !== seeks(attributeAnswersOf(profile))) forgetSearch();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="details-title">
      <h2 id="details-title" className="h5">
        {t('own_profile.details')}
      </h2>
      {settings?.visible_profile_notes === 'yes' && (
        <p className="small text-body-secondary">{t('own_profile.visible_note')}</p>
      )}
      <div className="mb-3">
        <label htmlFor="profile-about" className="form-label">
          {t('profile.about')}
        </label>
        <textarea
          id="profile-about"
          className={`form-control ${tooLong ? 'is-invalid' : ''}`}
          rows={5}
          value={draft.about}
          onChange={(event) => change({ about: event.target.value })}
          aria-describedby="profile-about-count"
          aria-invalid={tooLong || undefined}
        />
        <div id="profile-about-count" className={`form-text ${tooLong ? 'text-danger' : ''}`}>
          {tooLong
            ? t('own_profile.about_too_long', { max: ABOUT_MAX_LENGTH })
            : t('own_profile.about_count', { count: draft.about.length, max: ABOUT_MAX_LENGTH })}
        </div>
      </div>
      <ProfileAttributeFields
        idPrefix="profile"
        answers={draft}
        onChange={change}
        shown={shown}
        consentGiven={profile.sensitive_consent}
      />
      <div className="row g-3 mt-1">
        {shown('city') && (
          <TownField
            id="profile-city"
            className="col-12 col-sm-6"
            label={t('own_profile.city')}
            country={profile.country}
            value={draft.city}
            // Issue 49 §13: a town offered comes with its region, unless one is chosen already.
            onChange={(city, town) =>
              change({
                city,
                ...(town?.region && shown('region') && draft.region_id === undefined
                  ? { region_id: town.region.id }
                  : {}),
              })
            }
          />
        )}
        {shown('region') && (
          <RegionSelect
            id="profile-region"
            className="col-12 col-sm-6"
            country={profile.country}
            value={draft.region_id}
            anyLabel={t('common:profile_form.choose')}
            onChange={(region_id) => change({ region_id })}
          />
        )}
      </div>
      <div className="mt-3" aria-live="polite">
        {error && <ErrorAlert error={error} />}
        {isSuccess && (
          <div className="alert alert-success py-2 mb-0" role="status">
            {t('own_profile.saved')}
          </div>
        )}
      </div>
      <BusyButton className="btn btn-primary mt-3" busy={isLoading} disabled={tooLong}>
        {t('own_profile.save')}
      </BusyButton>
    </form>
  );
}
