import {
  PRODUCT_COUNTRIES,
  type OperatedProfile,
  type OperatedProfileState,
} from '@app/shared/contracts';
import { backofficeRequest, errorText, useBackofficeQuery } from '@app/shared/backoffice';
import { ConfirmDialog } from '@app/shared/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { NAMESPACE } from '../../i18n';
import { stateBadge } from './states';
import { OperatedProfileOperators } from './operated-profile-operators';
import { OperatedProfilePhotos } from './operated-profile-photos';
import { ProfileFields, draftOf, payloadOf, type ProfileDraft } from './profile-fields';

type Answer = { profile: OperatedProfile };

/** A new operated profile (`id` null), or one to edit with its state and photos. */
export function OperatedProfileEditor({ id }: { id: number | null }) {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, reload } = useBackofficeQuery<Answer>(
    id === null ? null : `/operated-profiles/${id}`,
  );
  const profile = data?.profile ?? null;
  const title =
    id === null
      ? t('operated_profiles.new_title')
      : t('operated_profiles.edit_title', { name: profile?.name ?? '' });
  return (
    <section aria-labelledby="operated-profile-title">
      <Link to="/operated-profiles" className="small">
        {t('operated_profiles.back')}
      </Link>
      <h1 id="operated-profile-title" className="h3 mt-2 d-flex align-items-center gap-2">
        {title}
        {profile && (
          <span className={`badge fs-6 ${stateBadge[profile.state]}`}>
            {t(`operated_profiles.states.${profile.state}`)}
          </span>
        )}
      </h1>
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorText(t, error)}
        </div>
      )}
      {(id === null || profile) && (
        <ProfileForm key={`form-${profile?.id ?? 'new'}`} profile={profile} onSaved={reload} />
      )}
      {profile && <StateActions profile={profile} onChanged={reload} />}
      {profile && (
        <OperatedProfileOperators
          key={`operators-${profile.id}`}
          profile={profile}
          onChanged={reload}
        />
      )}
      {profile && <OperatedProfilePhotos profile={profile} onChanged={reload} />}
    </section>
  );
}

function ProfileForm({
  profile,
  onSaved,
}: {
  profile: OperatedProfile | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { state, pathname } = useLocation() as {
    state: { created?: boolean } | null;
    pathname: string;
  };
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile, PRODUCT_COUNTRIES[0]));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const [said, setSaid] = useState(state?.created ? t('operated_profiles.created') : '');
  useEffect(() => setDraft(draftOf(profile, PRODUCT_COUNTRIES[0])), [profile]);
  // Said once: a reload of the page does not say it again.
  useEffect(() => {
    if (state?.created) void navigate(pathname, { replace: true, state: null });
  }, [state, pathname, navigate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailed(null);
    setSaid('');
    try {
      if (profile === null) {
        const { profile: made } = await backofficeRequest<Answer>('/operated-profiles', {
          method: 'POST',
          body: payloadOf(draft),
        });
        void navigate(`/operated-profiles/${made.id}`, { state: { created: true } });
        return;
      }
      await backofficeRequest<Answer>(`/operated-profiles/${profile.id}`, {
        method: 'PATCH',
        body: payloadOf(draft),
      });
      setSaid(t('operated_profiles.saved'));
      onSaved();
    } catch (error) {
      setFailed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card card-body mb-4" onSubmit={(event) => void submit(event)}>
      <ProfileFields
        draft={draft}
        onChange={(changes) => setDraft((before) => ({ ...before, ...changes }))}
        countries={PRODUCT_COUNTRIES}
      />
      <div className="mt-4 d-flex flex-wrap align-items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {profile === null ? t('operated_profiles.create') : t('operated_profiles.save')}
        </button>
        <span role="status" className="text-success">
          {said}
        </span>
      </div>
      {failed ? (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {errorText(t, failed)}
        </div>
      ) : null}
    </form>
  );
}

/** Pause, bring back, retire (after a question): what members see of the profile. */
function StateActions({ profile, onChanged }: { profile: OperatedProfile; onChanged: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const [said, setSaid] = useState('');
  const change = async (state: OperatedProfileState) => {
    setBusy(true);
    setFailed(null);
    try {
      await backofficeRequest<Answer>(`/operated-profiles/${profile.id}`, {
        method: 'PATCH',
        body: { state },
      });
      setSaid(
        t('operated_profiles.state_changed', { state: t(`operated_profiles.states.${state}`) }),
      );
      setAsking(false);
      onChanged();
    } catch (error) {
      setFailed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mb-4">
      <div className="d-flex flex-wrap gap-2">
        {profile.state === 'active' && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={busy}
            onClick={() => void change('paused')}
          >
            {t('operated_profiles.pause')}
          </button>
        )}
        {profile.state !== 'active' && (
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={busy}
            onClick={() => void change('active')}
          >
            {t('operated_profiles.resume')}
          </button>
        )}
        {profile.state !== 'retired' && (
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={busy}
            onClick={() => setAsking(true)}
          >
            {t('operated_profiles.retire')}
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {failed ? (
        <div className="alert alert-danger mt-2" role="alert">
          {errorText(t, failed)}
        </div>
      ) : null}
      {asking && (
        <ConfirmDialog
          title={t('operated_profiles.retire')}
          cancelLabel={t('operated_profiles.keep')}
          confirmLabel={t('operated_profiles.retire')}
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => void change('retired')}
        >
          {t('operated_profiles.retire_confirm', { name: profile.name })}
        </ConfirmDialog>
      )}
    </div>
  );
}
