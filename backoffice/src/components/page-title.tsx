import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

/**
 * A screen's heading, also the document's title; focused when the screen opens, so a screen
 * reader starts at what the new screen is.
 */
export function PageTitle({ children, text }: { children?: ReactNode; text: string }) {
  const { t } = useTranslation(NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${text} · ${t('title')}`;
    heading.current?.focus();
  }, [text, t]);
  return (
    <div className="d-flex flex-wrap align-items-baseline gap-3 mb-3">
      <h1 ref={heading} tabIndex={-1} className="h3 mb-0">
        {text}
      </h1>
      {children}
    </div>
  );
}
