import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSettings, useAppSelector } from '@app/shared';
import type { TownSuggestion } from '@app/shared/contracts';
import {
  useGetOwnProfileQuery,
  useGetRegionsQuery,
  useUpdateProfileMutation,
} from '@app/shared/bindings';
import { useLazyGeocodeQuery } from './api';
import { ErrorAlert, BusyButton, TownField } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { currentPosition, useGeolocationPermission } from './geolocation';
import { StepActions } from './step-actions';

interface Place {
  country: string;
  region_id: number | null;
  city: string;
}

/**
 * Step 4 (spec §2): where the member lives. The browser's position fills the form in (country,
 * region, town from `GET /api/geocode.php`); typing it is always possible, and the only way
 * when the browser cannot or may not tell.
 */
export function LocationStep({ onDone, onBack }: { onDone: () => void; onBack?: () => void }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const settings = useAppSelector(selectSettings);
  const { data: profile } = useGetOwnProfileQuery();
  const permission = useGeolocationPermission();
  const [geocode, geocoding] = useLazyGeocodeQuery();
  const [locating, setLocating] = useState(false);
  const [located, setLocated] = useState<'found' | 'nowhere' | 'failed' | null>(null);
  const [changes, setChanges] = useState<Partial<Place>>({});
  const [save, { isLoading, error }] = useUpdateProfileMutation();
  const place: Place = {
    country: profile?.country ?? settings?.geoip_country ?? '',
    region_id: profile?.region_id ?? null,
    city: profile?.city ?? '',
    ...changes,
  };
  const { data: regions } = useGetRegionsQuery(place.country, { skip: !place.country });
  // Issue 49 §13: a town offered comes with its region, unless the member chose one already.
  const chooseCity = (city: string, town: TownSuggestion | undefined) =>
    setChanges({
      ...changes,
      city,
      ...(town?.region && !place.region_id ? { region_id: town.region.id } : {}),
    });

  const locate = async () => {
    setLocating(true);
    setLocated(null);
    try {
      const result = await geocode(await currentPosition(), true);
      const found = result.data;
      if (result.error) setLocated('failed');
      else if (!found) setLocated('nowhere');
      else if (settings && !settings.countries.includes(found.country)) setLocated('nowhere');
      else {
        setChanges({
          country: found.country,
          region_id: found.region?.id ?? null,
          city: found.city,
        });
        setLocated('found');
      }
    } catch {
      // Refused, timed out or unavailable: the permission state says which, the form stays.
      setLocated('failed');
    } finally {
      setLocating(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({
      country: place.country,
      region_id: place.region_id,
      city: place.city,
    });
    if ('data' in result) onDone();
  };

  const busy = locating || geocoding.isFetching;
  const regionLabel = t(`common:region_label.${regions?.label ?? 'region'}`);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="signup-location-title"
    >
      <h2 id="signup-location-title" className="h4">
        {t('location.title')}
      </h2>
      <p className="text-body-secondary">{t('location.lead')}</p>
      {permission !== 'unsupported' && permission !== 'denied' && (
        <BusyButton
          type="button"
          className="btn btn-outline-primary mb-2"
          busy={busy}
          onClick={() => void locate()}
        >
          {busy ? t('location.locating') : t('location.use_position')}
        </BusyButton>
      )}
      <div aria-live="polite" className="small mb-3">
        {permission === 'unsupported' && (
          <p className="text-body-secondary mb-0">{t('location.unsupported')}</p>
        )}
        {permission === 'denied' && (
          <p className="text-body-secondary mb-0">{t('location.denied')}</p>
        )}
        {permission === 'prompt' && !located && (
          <p className="text-body-secondary mb-0">{t('location.prompt')}</p>
        )}
        {located === 'found' && <p className="text-success mb-0">{t('location.found')}</p>}
        {located === 'nowhere' && (
          <p className="text-body-secondary mb-0">{t('location.nowhere')}</p>
        )}
        {located === 'failed' && permission !== 'denied' && (
          <p className="text-body-secondary mb-0">{t('location.failed')}</p>
        )}
      </div>
      <div className="row g-3">
        <div className="col-12 col-sm-6">
          <label htmlFor="signup-country" className="form-label">
            {t('location.country')}
          </label>
          <select
            id="signup-country"
            className="form-select"
            value={place.country}
            onChange={(event) =>
              setChanges({ ...changes, country: event.target.value, region_id: null })
            }
          >
            {(settings?.countries ?? []).map((code) => (
              <option key={code} value={code}>
                {t(`common:country.${code}`, { defaultValue: code })}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-sm-6">
          <label htmlFor="signup-region" className="form-label">
            {regionLabel}
          </label>
          <select
            id="signup-region"
            className="form-select"
            value={place.region_id ?? ''}
            onChange={(event) =>
              setChanges({
                ...changes,
                region_id: event.target.value ? Number(event.target.value) : null,
              })
            }
          >
            <option value="">{t('location.choose')}</option>
            {(regions?.regions ?? []).map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </select>
        </div>
        <TownField
          id="signup-city"
          className="col-12"
          label={t('location.city')}
          country={place.country}
          value={place.city}
          onChange={chooseCity}
        />
      </div>
      {error && (
        <div className="mt-3">
          <ErrorAlert error={error} />
        </div>
      )}
      <StepActions
        busy={isLoading}
        onSkip={onDone}
        onBack={onBack}
        canContinue={Boolean(place.country)}
      />
    </form>
  );
}
