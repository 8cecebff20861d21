/** The site's logo mark and name (each branded domain shows its own name). */
export function SiteLogo({ name }: { name: string }) {
  return (
    <span className="d-inline-flex align-items-center gap-2 fw-semibold">
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          className="text-primary"
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.3 2.6.7-1.5 2.2-2.6 4.3-2.6 3.7 0 5.8 3.8 4.3 7.3C19.5 16.4 12 21 12 21z"
        />
      </svg>
      <span>{name}</span>
    </span>
  );
}
