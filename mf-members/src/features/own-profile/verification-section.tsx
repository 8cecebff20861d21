import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { VERIFICATION_FRAMES, VERIFICATION_FRAME_INTERVAL_MS } from '@app/shared/values';
import type { VerificationAttempt } from '@app/shared/contracts';
import { Dialog, ErrorAlert, VerifiedBadge } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import {
  useGetVerificationQuery,
  useSendVerificationFramesMutation,
  useStartVerificationMutation,
} from './api';
import styles from './own-profile-page.module.scss';

/** How often the section asks how a check goes, while the face model works. */
const CHECK_POLL_MS = 1000;
/** The frames' size: enough for a face, light to send. */
const FRAME_WIDTH = 640;
/** Seconds counted down before recording, so the member is ready to move. */
const COUNTDOWN = 3;

type Step = 'camera' | 'ready' | 'countdown' | 'recording' | 'sending' | 'no_camera';

/** The camera's picture now, as a JPEG. */
function frameOf(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  const scale = Math.min(1, FRAME_WIDTH / (video.videoWidth || FRAME_WIDTH));
  canvas.width = Math.round((video.videoWidth || FRAME_WIDTH) * scale);
  canvas.height = Math.round((video.videoHeight || FRAME_WIDTH * 0.75) * scale);
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The camera, the challenge and the recording (issue 29 §3): the member sees themselves (as in a
 * mirror), reads what to do, and after a countdown a few frames are taken while they do it.
 */
function RecordDialog({ attempt, onClose }: { attempt: VerificationAttempt; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const video = useRef<HTMLVideoElement>(null);
  const [step, setStep] = useState<Step>('camera');
  const [count, setCount] = useState(COUNTDOWN);
  const [send, sending] = useSendVerificationFramesMutation();

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'user', width: { ideal: FRAME_WIDTH } }, audio: false })
      .then(async (media) => {
        if (cancelled) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        if (video.current) {
          video.current.srcObject = media;
          await video.current.play().catch(() => undefined);
        }
        setStep('ready');
      })
      .catch(() => setStep('no_camera'));
    if (!navigator.mediaDevices) setStep('no_camera');
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const record = async () => {
    setStep('countdown');
    for (let left = COUNTDOWN; left > 0; left -= 1) {
      setCount(left);
      await wait(1000);
    }
    setStep('recording');
    const frames: Blob[] = [];
    for (let taken = 0; taken < VERIFICATION_FRAMES; taken += 1) {
      if (video.current) {
        const frame = await frameOf(video.current);
        if (frame) frames.push(frame);
      }
      await wait(VERIFICATION_FRAME_INTERVAL_MS);
    }
    setStep('sending');
    const result = await send({ id: attempt.id, frames });
    if ('data' in result) onClose();
    else setStep('ready');
  };

  const instruction = t(`verification.challenge.${attempt.challenge}`);
  return (
    <Dialog title={t('verification.dialog_title')} onClose={onClose} fullscreenOnPhone>
      <p id="verification-instruction" className="fw-semibold">
        {instruction}
      </p>
      {step === 'no_camera' ? (
        <p className="text-danger" role="alert">
          {t('verification.no_camera')}
        </p>
      ) : (
        <video
          ref={video}
          className={`rounded-3 w-100 ${styles.selfie}`}
          aria-label={t('verification.camera')}
          aria-describedby="verification-instruction"
          muted
          playsInline
        />
      )}
      <p className="small mb-2 mt-2" role="status">
        {step === 'camera' && t('verification.asking_camera')}
        {step === 'countdown' && t('verification.countdown', { seconds: count })}
        {step === 'recording' && instruction}
        {step === 'sending' && t('verification.sending')}
      </p>
      {sending.error && <ErrorAlert error={sending.error} />}
      <p className="small text-body-secondary">{t('verification.privacy')}</p>
      <div className="d-flex gap-2 justify-content-end">
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('verification.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={step !== 'ready'}
          onClick={() => void record()}
        >
          {t('verification.record')}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * "Verified photos" on /profile (issue 29 §3): where the member stands, and a verification to
 * start — their face, with a liveness challenge, compared on the server with their photos.
 */
export function VerificationSection({ hasPhoto }: { hasPhoto: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [checking, setChecking] = useState(false);
  const { data } = useGetVerificationQuery(undefined, {
    pollingInterval: checking ? CHECK_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const [start, starting] = useStartVerificationMutation();
  const [attempt, setAttempt] = useState<VerificationAttempt | null>(null);
  const status = data?.attempt?.status;
  useEffect(() => setChecking(status === 'checking'), [status]);
  // Come by a link to it (a held first message's "Verify your photos", issue 49 §1): shown.
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash === '#verification') section.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  const begin = async () => {
    const result = await start();
    if ('data' in result && result.data) setAttempt(result.data);
  };

  return (
    <section ref={section} id="verification" aria-labelledby="verification-title" className="my-4">
      <h2 id="verification-title" className="h5 d-flex align-items-center gap-2">
        {t('verification.title')}
        {data?.verified_at && <VerifiedBadge verified />}
      </h2>
      {data?.verified_at ? (
        <p className="mb-0">{t('verification.verified')}</p>
      ) : (
        <>
          <p>{t('verification.lead')}</p>
          <div role="status" className="mb-2">
            {status === 'checking' && (
              <p className="mb-0">
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                {t('verification.checking')}
              </p>
            )}
            {status === 'review' && <p className="mb-0">{t('verification.review')}</p>}
            {status === 'refused' && data?.attempt?.reason && (
              <p className="mb-0 text-danger">{t(`verification.refused.${data.attempt.reason}`)}</p>
            )}
          </div>
          {starting.error && <ErrorAlert error={starting.error} />}
          {!hasPhoto && (
            <p className="small text-body-secondary">{t('verification.needs_photo')}</p>
          )}
          {status !== 'checking' && status !== 'review' && (
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={!hasPhoto || starting.isLoading}
              onClick={() => void begin()}
            >
              {t('verification.start')}
            </button>
          )}
        </>
      )}
      {attempt && <RecordDialog attempt={attempt} onClose={() => setAttempt(null)} />}
    </section>
  );
}
