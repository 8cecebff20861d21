import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { useGetIcebreakersQuery } from './api';

/** How many lines an empty conversation offers at once. */
const SHOWN = 3;

/**
 * Icebreakers (spec §2): a few pickup lines for a conversation without messages yet; picking
 * one puts it in the composer, where it can be changed before sending.
 */
export function Icebreakers({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const { data: keys } = useGetIcebreakersQuery();
  // A different few each time a conversation opens, stable while it is open.
  const shown = useMemo(
    () => [...(keys ?? [])].sort(() => Math.random() - 0.5).slice(0, SHOWN),
    [keys],
  );
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="icebreakers-title" className="mt-2">
      <h2 id="icebreakers-title" className="h6 text-body-secondary">
        {t('icebreakers.title')}
      </h2>
      <ul className="list-unstyled d-flex flex-column gap-2 mb-0">
        {shown.map((key) => (
          <li key={key}>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary text-start"
              onClick={() => onPick(t(`common:icebreakers.${key}`))}
            >
              {t(`common:icebreakers.${key}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
