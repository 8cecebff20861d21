import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  genders,
  MAX_MEMBER_AGE,
  MIN_MEMBER_AGE,
  SEARCH_DISTANCES_KM,
  SEARCH_FIELDS,
  SITE_COUNTRIES,
  type SearchDistance,
} from '@app/shared/values';
import { selectIsLoggedIn, selectSettings, useAppSelector } from '@app/shared';
import { SelectField, TextField } from '@app/shared/ui';
import { RegionSelect } from '../../components/region-select';
import type { MemberFilters } from './api';
import { NAMESPACE } from '../../i18n';

/**
 * The search's contract checks the ages (ADR 0013): one rule set with the server's. It brings
 * zod, which the first page does not need, so it loads as the member starts on the form.
 */
const loadSearchContract = () =>
  import('@app/shared/contracts').then((contracts) => contracts.membersQuerySchema);

/**
 * Gender, distance, country and age filters, those the site's `search_fields` names (spec §3;
 * the distance, from the member's own town, for members only); applying
 * them starts the search from page 1. On a phone they fold behind a "Filters" button, so the
 * first screen shows faces.
 */
export function SearchForm({
  filters,
  onApply,
}: {
  filters: MemberFilters;
  onApply: (filters: MemberFilters) => void;
}) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const settings = useAppSelector(selectSettings);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const countries = settings?.countries?.length ? settings.countries : [...SITE_COUNTRIES];
  const shown = new Set<string>(settings?.search_fields ?? SEARCH_FIELDS);
  const [draft, setDraft] = useState<MemberFilters>(filters);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const applied = Object.values(filters).filter((value) => value !== undefined).length;

  const setAge = (key: 'min_age' | 'max_age', raw: string) => {
    const value = raw === '' ? undefined : Number(raw);
    setDraft((current) => ({ ...current, [key]: value }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = (await loadSearchContract()).safeParse(draft);
    const [issue] = checked.success ? [] : checked.error.issues;
    if (issue) {
      setError(
        t([`common:error.${issue.message}`, 'common:error.validation_failed'], {
          min: MIN_MEMBER_AGE,
          max: MAX_MEMBER_AGE,
        }),
      );
      return;
    }
    setError(null);
    onApply(draft);
  };

  return (
    <form
      className="card card-body p-2 p-md-3 mb-3 mb-md-4"
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadSearchContract()}
      noValidate
      aria-label={t('search.label')}
    >
      <button
        type="button"
        className="btn btn-outline-secondary d-md-none"
        aria-expanded={open}
        aria-controls="search-fields"
        onClick={() => setOpen((value) => !value)}
      >
        {applied > 0 ? t('search.filters_count', { count: applied }) : t('search.filters')}
      </button>
      <div
        id="search-fields"
        className={`row g-3 align-items-end ${open ? 'mt-0' : 'd-none'} d-md-flex`}
        data-open={open}
      >
        {shown.has('gender') && (
          <SelectField
            className="col-6 col-md"
            id="search-gender"
            label={t('search.gender')}
            anyLabel={t('search.any')}
            options={genders.map((gender) => ({
              value: gender,
              label: t(`common:gender.${gender}`),
            }))}
            value={draft.gender ?? ''}
            onChange={(event) =>
              setDraft((current) => ({
                ...current,
                gender: (event.target.value || undefined) as MemberFilters['gender'],
              }))
            }
          />
        )}
        {loggedIn && (
          <SelectField
            className="col-6 col-md"
            id="search-distance"
            label={t('search.distance')}
            anyLabel={t('search.distance_any')}
            options={SEARCH_DISTANCES_KM.map((km) => ({
              value: String(km),
              label: t('search.distance_within', { count: km }),
            }))}
            value={draft.distance === undefined ? '' : String(draft.distance)}
            onChange={(event) =>
              setDraft((current) => ({
                ...current,
                distance: event.target.value
                  ? (Number(event.target.value) as SearchDistance)
                  : undefined,
              }))
            }
          />
        )}
        {shown.has('country') && (
          <SelectField
            className="col-6 col-md"
            id="search-country"
            label={t('search.country')}
            anyLabel={t('search.any')}
            options={countries.map((country) => ({
              value: country,
              label: t(`common:country.${country}`, { defaultValue: country }),
            }))}
            value={draft.country ?? ''}
            onChange={(event) =>
              // A region belongs to one country: choosing another country clears it.
              setDraft((current) => ({
                ...current,
                country: event.target.value || undefined,
                region: undefined,
              }))
            }
          />
        )}
        {shown.has('country') && shown.has('region') && draft.country && (
          <RegionSelect
            id="search-region"
            anyLabel={t('search.any')}
            className="col-12 col-md"
            country={draft.country}
            value={draft.region}
            onChange={(region) => setDraft((current) => ({ ...current, region }))}
          />
        )}
        {(['min_age', 'max_age'] as const)
          .filter((key) => shown.has(key))
          .map((key) => (
            <TextField
              key={key}
              className="col-6 col-md"
              id={`search-${key}`}
              type="number"
              inputMode="numeric"
              min={MIN_MEMBER_AGE}
              max={MAX_MEMBER_AGE}
              label={t(`search.${key}`)}
              value={draft[key] ?? ''}
              onChange={(event) => setAge(key, event.target.value)}
              // The message is shown once, under the row; both fields point at it.
              invalid={!!error}
              aria-describedby={error ? 'search-error' : undefined}
            />
          ))}
        {loggedIn && (
          <div className="col-12 col-md-auto d-flex align-items-end">
            <div className="form-check mb-2">
              <input
                id="search-verified"
                type="checkbox"
                className="form-check-input"
                checked={draft.verified === '1'}
                onChange={(event) =>
                  setDraft((current) => ({
                    ...current,
                    verified: event.target.checked ? '1' : undefined,
                  }))
                }
              />
              <label htmlFor="search-verified" className="form-check-label">
                {t('search.verified_only')}
              </label>
            </div>
          </div>
        )}
        <div className="col-12 col-md-auto d-grid">
          <button type="submit" className="btn btn-primary">
            {t('search.submit')}
          </button>
        </div>
      </div>
      {error && (
        <div id="search-error" className="text-danger small mt-2" role="alert">
          {error}
        </div>
      )}
    </form>
  );
}
