import { registerNamespace } from '@app/shared';
import fallbackTexts from '../../../../locales/en/campaigns.json';

/**
 * The Campaigns screen's texts (`locales/<lng>/campaigns.json`): a namespace of their own, so a
 * visitor's lander never carries the back office's words.
 */
export const CAMPAIGNS_NAMESPACE = 'campaigns';
registerNamespace(
  CAMPAIGNS_NAMESPACE,
  (lng) => import(`../../../../locales/${lng}/campaigns.json`),
  fallbackTexts,
);
