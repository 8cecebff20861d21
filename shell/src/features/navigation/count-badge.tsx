import { badgeLabel } from '@app/shared/utils';

/** A pill with a count, capped at 99+, hidden at zero; the label reads the exact count aloud. */
export function CountBadge({
  count,
  label,
  variant = 'danger',
}: {
  count: number;
  label: string;
  variant?: string;
}) {
  const text = badgeLabel(count);
  if (!text) return null;
  return (
    <span className={`badge rounded-pill text-bg-${variant} ms-1`} data-testid="count-badge">
      {text}
      <span className="visually-hidden"> {label}</span>
    </span>
  );
}
