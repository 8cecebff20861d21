import type { ReactNode } from 'react';

/** One card of the settings page, titled for screen readers and the eye alike. */
export function SettingsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="card mb-3" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5 card-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The answer of a form that worked, said where a screen reader hears it. */
export function Saved({ children }: { children: ReactNode }) {
  return (
    <div className="alert alert-success py-2 mt-3 mb-0" role="status">
      {children}
    </div>
  );
}
