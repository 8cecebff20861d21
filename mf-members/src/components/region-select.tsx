import { useTranslation } from 'react-i18next';
import { useGetRegionsQuery } from '@app/shared/bindings';
import { SelectField } from '@app/shared/ui';
import { NAMESPACE } from '../i18n';

/**
 * A region of one country, named as that country names its regions (province, state, canton…,
 * spec §9): the search filter and the profile's region. The list is fetched once per country
 * and kept. `anyLabel` is the empty choice ("Any" in search).
 */
export function RegionSelect({
  id,
  country,
  value,
  onChange,
  className,
  anyLabel,
}: {
  id: string;
  country: string;
  value: number | undefined;
  onChange: (region: number | undefined) => void;
  className: string;
  anyLabel: string;
}) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const { data, isFetching, isError } = useGetRegionsQuery(country);
  const label = data ? t(`common:region_label.${data.label}`) : t('search.region');
  return (
    <SelectField
      className={className}
      id={id}
      label={label}
      anyLabel={isError ? t('common:error.generic') : anyLabel}
      options={(data?.regions ?? []).map((region) => ({ value: region.id, label: region.name }))}
      value={value ?? ''}
      disabled={!data}
      aria-busy={isFetching || undefined}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
    />
  );
}
