import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  matchScreenClosed,
  selectMatchScreen,
  useGetChatsQuery,
  useGetMemberQuery,
} from '@app/shared/bindings';
import { selectUser, useAppDispatch, useAppSelector } from '@app/shared';
import { Dialog, MemberPhoto } from '@app/shared/ui';
import { paths } from '@app/shared/values';
import { Composer } from './composer';
import { NAMESPACE } from '../../i18n';
import styles from './match-screen.module.scss';

/**
 * Widget `MatchScreen` (issue 25 §2): the moment two members like each other, on both sides,
 * wherever each is (the shell opens it on the server's `match` event). Both photos, the other's
 * name, a message field that writes the first message (with the composer's costs and rules),
 * and "Keep browsing". A conversation that already exists opens instead of a first message.
 */
export default function MatchScreen() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { memberId } = useAppSelector(selectMatchScreen);
  const me = useAppSelector(selectUser);
  const { data: member, isError } = useGetMemberQuery(memberId ?? 0, { skip: memberId === null });
  const { data: chats } = useGetChatsQuery(undefined, { skip: memberId === null });
  const close = () => dispatch(matchScreenClosed());
  // A member who cannot be shown (gone, blocked) leaves nothing to celebrate.
  useEffect(() => {
    if (isError) dispatch(matchScreenClosed());
  }, [isError, dispatch]);

  if (memberId === null || !member || member.id !== memberId) return null;
  const existing = chats?.find((chat) => chat.profile.id === memberId);
  const openChat = (conversationId: number) => {
    close();
    void navigate(`${paths.chats}/${conversationId}`);
  };

  return (
    <Dialog title={t('match_screen.title')} onClose={close}>
      <div className="text-center" data-testid="match-screen">
        <div className={`d-flex justify-content-center mb-3 ${styles.photos}`}>
          <MemberPhoto
            image={me?.profile.main_image}
            name={me?.profile.name ?? ''}
            thumb
            sizes="140px"
            className={`rounded-circle ${styles.photo}`}
          />
          <MemberPhoto
            image={member.main_image}
            name={member.name}
            thumb
            sizes="140px"
            className={`rounded-circle ${styles.photo}`}
          />
        </div>
        <p className="fs-5 fw-semibold mb-3">{t('match_screen.lead', { name: member.name })}</p>
      </div>
      {existing ? (
        <button
          type="button"
          className="btn btn-primary w-100 mb-2"
          onClick={() => openChat(existing.conversation.id)}
        >
          {t('match_screen.open_chat', { name: member.name })}
        </button>
      ) : (
        <div className={`mb-2 ${styles.composer}`}>
          <Composer
            to={{ profile: member.id }}
            onSent={(answer) => openChat(answer.message.conversation_id)}
          />
        </div>
      )}
      <button type="button" className="btn btn-outline-secondary w-100" onClick={close}>
        {t('match_screen.keep_browsing')}
      </button>
    </Dialog>
  );
}
