import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  conversationStarting,
  likeModalButtonPressed,
  likeModalClosed,
  likeModalImagePressed,
  likeModalProfileLoaded,
  selectLikeModal,
} from '@app/shared/bindings';
import { paths } from '@app/shared/values';
import { selectSettings, useAppDispatch, useAppSelector } from '@app/shared';
import { useAutoLikeMutation } from './api';
import { Dialog } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import styles from './like-modal.module.scss';

/**
 * Widget `LikeModal` (spec §2 "New like!"): a thumbs-up, the liked profile's main photo and a
 * button labelled by the parent (the shell). Pressing the photo or the button tells the parent
 * (which opens the profile and closes the modal); the close icon, Escape and a click outside
 * close it. Opened without a profile, it asks `GET /api/auto-like.php` for one and closes
 * quietly when there is none.
 */
export default function LikeModal() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { open, profile, buttonLabel } = useAppSelector(selectLikeModal);
  const cdn = useAppSelector(selectSettings)?.cdn_prefix ?? '/uploads/';
  const [autoLike] = useAutoLikeMutation();
  const asked = useRef(false);

  useEffect(() => {
    if (!open) {
      asked.current = false;
      return;
    }
    if (profile || asked.current) return;
    asked.current = true;
    void autoLike()
      .unwrap()
      .then((found) => dispatch(found ? likeModalProfileLoaded(found) : likeModalClosed()))
      // Nobody to show is not an error the member can act on.
      .catch(() => dispatch(likeModalClosed()));
  }, [open, profile, autoLike, dispatch]);

  if (!open || !profile) return null;
  const close = () => dispatch(likeModalClosed());

  return (
    <Dialog title={t('like_modal.title')} onClose={close}>
      <div className="text-center">
        <div className={styles.thumb} aria-hidden="true">
          👍
        </div>
        <button
          type="button"
          className={`btn p-0 border-0 rounded-circle overflow-hidden ${styles.photo}`}
          onClick={() => dispatch(likeModalImagePressed(profile.id))}
          aria-label={t('like_modal.open_profile', { name: profile.name })}
        >
          <img
            src={`${cdn}${profile.main_image.match}`}
            alt=""
            width={160}
            height={160}
            className={styles.photo}
          />
        </button>
        <p className="mt-3 mb-1 fw-semibold">{t('like_modal.lead', { name: profile.name })}</p>
        <div className="d-flex flex-column flex-sm-row gap-2 justify-content-center mt-3">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => dispatch(likeModalButtonPressed(profile.id))}
          >
            {buttonLabel}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => {
              dispatch(conversationStarting());
              close();
              void navigate(paths.memberChat(profile.id));
            }}
          >
            {t('like_modal.start_conversation')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
