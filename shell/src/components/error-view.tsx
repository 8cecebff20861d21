import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '@app/shared/ui';

/** §8: the generic error page shows the message (default "Error") and the status (default 500). */
export function ErrorView({ status = 500, message }: { status?: number; message?: string }) {
  const { t } = useTranslation('shell');
  if (status === 404) return <NotFoundView back={{ to: '/', label: t('error_page.back_home') }} />;
  const text = message || t('error_page.default_message');
  return (
    <section className="container py-5 text-center" aria-labelledby="error-title">
      <p className="display-4 text-secondary mb-2" data-testid="error-status">
        {status}
      </p>
      <h1 id="error-title" className="h4">
        {text}
      </h1>
    </section>
  );
}

/**
 * §8: if the error page itself fails, a last, dependency-free message with the details and a
 * link home. Its texts cannot rely on i18n, which may be what failed; they come in via props.
 */
export class ErrorPageGuard extends Component<
  { children: ReactNode; texts: { title: string; home: string } },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="container py-5" role="alert">
        <h1 className="h4">{this.props.texts.title}</h1>
        <pre className="small text-body-secondary text-wrap">{this.state.error.message}</pre>
        <a href="/">{this.props.texts.home}</a>
      </section>
    );
  }
}
