import { selectSettings, useAppSelector, useFictionalWords } from '@app/shared';

/**
 * Spec §3 fictional_icon: a profile the site operates says so, wherever it is shown (cards, the
 * swipe card): a star with the site's word for it, when the site shows the icon.
 */
export function FictionalBadge({ fictional }: { fictional: boolean }) {
  const words = useFictionalWords();
  const shown = useAppSelector(selectSettings)?.fictional_icon === 'yes' && fictional;
  if (!shown) return null;
  return (
    <span className="badge text-bg-warning" title={words.label}>
      <span aria-hidden="true">★</span>
      <span className="visually-hidden">{words.label}</span>
    </span>
  );
}
