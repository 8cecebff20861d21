import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { useSwipeMutation } from '../../lib/likes-api';
import { ErrorAlert } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';

/**
 * Pass on a member (not interested): recorded as a pass, so the swipe game and the match finder
 * do not offer them again, and back to where the member came from.
 */
export function PassButton({ memberId }: { memberId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [pass, { isLoading, error }] = useSwipeMutation();
  const onPass = async () => {
    if (!('data' in (await pass({ id: memberId, like: false })))) return;
    // Back to the list the member came from, or to search when the profile was opened directly.
    if (window.history.state?.idx > 0) void navigate(-1);
    else void navigate(paths.members);
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={() => void onPass()}
        disabled={isLoading}
      >
        <span aria-hidden="true">✕</span> {t('swipe.pass')}
      </button>
      {error && <ErrorAlert error={error} />}
    </>
  );
}
