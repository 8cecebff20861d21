import { selectSettings, useAppSelector, useFictionalWords } from '@app/shared';

/**
 * Spec §3 fictional_icon: a profile the site operates says so, wherever it is shown (cards, the
 * swipe card): a star and the site's word for it, in words on the card — a star alone read as
 * "featured", and its word behind a `title` reached nobody on a phone (issue 49 §6).
 */
export function FictionalBadge({ fictional }: { fictional: boolean }) {
  const words = useFictionalWords();
  const shown = useAppSelector(selectSettings)?.fictional_icon === 'yes' && fictional;
  if (!shown) return null;
  return (
    <span className="badge text-bg-warning text-wrap">
      <span aria-hidden="true">★ </span>
      {words.label}
    </span>
  );
}
