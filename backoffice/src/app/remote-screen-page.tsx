import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackofficeScreen } from '@app/shared/backoffice';
import { NAMESPACE } from '../i18n';

const lazyScreens = new Map<string, ComponentType>();
function lazyScreen(screen: BackofficeScreen): ComponentType {
  let component = lazyScreens.get(screen.path);
  if (!component) {
    component = lazy(screen.load);
    lazyScreens.set(screen.path, component);
  }
  return component;
}

/** Keeps a failing screen from taking the back office with it. */
class ScreenBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A screen of a remote, downloaded when it is first opened. */
export function RemoteScreenPage({ screen }: { screen: BackofficeScreen }) {
  const { t } = useTranslation(NAMESPACE);
  const Screen = lazyScreen(screen);
  return (
    <ScreenBoundary
      key={screen.path}
      fallback={
        <div className="alert alert-danger" role="alert">
          {t('screen_failed')}
        </div>
      }
    >
      <Suspense
        fallback={
          <div className="spinner-border" role="status">
            <span className="visually-hidden">{t('common:loading')}</span>
          </div>
        }
      >
        <Screen />
      </Suspense>
    </ScreenBoundary>
  );
}
