import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateInviteMutation } from './api';
import { ErrorAlert } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { SettingsSection } from './settings-section';

/** Invite-only sites (spec §1): a confirmed member makes single-use links for friends. */
export function InviteSection() {
  const { t } = useTranslation(NAMESPACE);
  const [create, { data, isLoading, error }] = useCreateInviteMutation();
  const [copied, setCopied] = useState(false);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, or refused): the link is there to copy by hand.
    }
  };
  return (
    <SettingsSection id="settings-invite" title={t('settings.invite.title')}>
      <p className="text-body-secondary">{t('settings.invite.lead')}</p>
      {data && (
        <div className="input-group mb-2">
          <input
            className="form-control"
            readOnly
            value={data.url}
            aria-label={t('settings.invite.link')}
            onFocus={(event) => event.target.select()}
          />
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => void copy(data.url)}
          >
            {copied ? t('settings.invite.copied') : t('settings.invite.copy')}
          </button>
        </div>
      )}
      {data && (
        <p className="form-text">
          {t('settings.invite.expires', { date: new Date(data.expires_at).toLocaleDateString() })}
        </p>
      )}
      {error && <ErrorAlert error={error} />}
      <button
        type="button"
        className="btn btn-primary"
        disabled={isLoading}
        onClick={() => {
          setCopied(false);
          void create();
        }}
      >
        {data ? t('settings.invite.another') : t('settings.invite.create')}
      </button>
    </SettingsSection>
  );
}
