import { useGetTownsQuery } from '@app/shared/bindings';
import { CITY_MAX_LENGTH, TOWN_QUERY_MIN_LENGTH } from '../contracts/values';
import type { TownSuggestion } from '../contracts/profile';
import { useDebounced } from './use-debounced';

/** How long typing pauses before the towns it may mean are asked for. */
const TOWN_TYPING_PAUSE_MS = 250;

/**
 * The town a member lives in, typed freely, with the towns of their country that the letters
 * typed may mean offered by the field (issue 49 §13: a datalist, so the browser's own list works
 * with the keyboard and on a phone). `onChange` gets the town offered when the text is one, so
 * the form can take its region.
 */
export function TownField({
  id,
  label,
  country,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  country: string;
  value: string;
  onChange: (city: string, town: TownSuggestion | undefined) => void;
  className?: string;
}) {
  const typed = useDebounced(value.trim(), TOWN_TYPING_PAUSE_MS);
  const { data: towns = [] } = useGetTownsQuery(
    { country, q: typed },
    { skip: !country || typed.length < TOWN_QUERY_MIN_LENGTH },
  );
  const listId = `${id}-towns`;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className="form-control"
        autoComplete="address-level2"
        maxLength={CITY_MAX_LENGTH}
        value={value}
        list={listId}
        onChange={(event) =>
          onChange(
            event.target.value,
            towns.find((town) => town.city === event.target.value),
          )
        }
      />
      <datalist id={listId}>
        {towns.map((town) => (
          <option key={town.city} value={town.city}>
            {town.region?.name}
          </option>
        ))}
      </datalist>
    </div>
  );
}
