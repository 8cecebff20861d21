import { useTranslation } from 'react-i18next';
import type { LandingData } from '@app/shared/contracts';
import { MemberImage } from '@app/shared/member-image';
import { paths } from '@app/shared/paths';
import { useLanderEnv } from '../../components/lander-env';
import { MemberTile } from '../../components/member-tile';
import { ProofBar } from '../../components/proof-bar';
import { SignupLink } from '../../components/signup-link';
import { NAMESPACE } from '../../i18n-namespace';

const STEPS = ['profile', 'like', 'chat'] as const;
const PROMISES = ['privacy', 'safety', 'free'] as const;

/** Featured members in the opening, the rest in the "near you" grid. */
const OPENING = 3;

/**
 * `/`: the logged-out landing. It leads with the site's members, one call to action and the
 * proof a visitor looks for; how it works and what the site promises follow.
 */
export function IndexView({ data }: { data: LandingData }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const { site } = useLanderEnv();
  const who = t(`niche.${site.niche}`, { defaultValue: t('niche.1') });
  const opening = data.featured.slice(0, OPENING);
  const near = data.featured.slice(OPENING);
  const country = data.country
    ? t(`common:country.${data.country}`, { defaultValue: data.country })
    : '';
  return (
    <>
      <section className="ld-home-hero">
        <div className="container py-4 py-lg-5">
          <div className="row g-4 align-items-center">
            <div className="col-12 col-lg-6 order-lg-2">
              <div className="ld-trio">
                {opening.map((member, i) => (
                  <SignupLink key={member.id} memberId={member.id} className={`ld-trio-${i}`}>
                    <MemberImage
                      cdn={site.cdnPrefix}
                      image={member.main_image}
                      name={member.name}
                      thumb={i > 0}
                      eager
                      sizes={i > 0 ? '(min-width: 992px) 180px, 30vw' : undefined}
                      decorative
                    />
                    <span className="ld-trio-name">
                      {member.online && <span className="ld-online" aria-hidden="true" />}
                      {t('tile.name_age', { name: member.name, age: member.age })}
                    </span>
                  </SignupLink>
                ))}
              </div>
            </div>
            <div className="col-12 col-lg-6">
              <h1 className="ld-headline">{t('index.title', { who, name: site.name })}</h1>
              <p className="ld-lead">{t('index.lead', { who })}</p>
              <SignupLink className="btn btn-primary btn-lg ld-cta">{t('index.signup')}</SignupLink>
              <p className="small mt-2 mb-3">
                {t('index.member')} <a href={paths.login}>{t('index.login')}</a>
              </p>
              <ProofBar data={data} />
            </div>
          </div>
        </div>
      </section>
      {near.length > 0 && (
        <section className="container py-4" aria-labelledby="ld-near-title">
          <h2 id="ld-near-title" className="h4 mb-3">
            {country ? t('index.near_in', { country }) : t('index.near')}
          </h2>
          <ul className="ld-grid list-unstyled">
            {near.map((member) => (
              <li key={member.id}>
                <MemberTile member={member} />
              </li>
            ))}
          </ul>
          <div className="text-center mt-3">
            <SignupLink className="btn btn-outline-primary">{t('index.more', { who })}</SignupLink>
          </div>
        </section>
      )}
      <section className="container py-4" aria-labelledby="ld-steps-title">
        <h2 id="ld-steps-title" className="h4 mb-3">
          {t('index.steps_title', { name: site.name })}
        </h2>
        <ol className="ld-steps list-unstyled row g-3">
          {STEPS.map((step, i) => (
            <li key={step} className="col-12 col-md-4">
              <span className="ld-step-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="h6">{t(`index.steps.${step}.title`)}</h3>
              <p className="text-body-secondary mb-0">{t(`index.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="container py-4" aria-labelledby="ld-promises-title">
        <h2 id="ld-promises-title" className="h4 mb-3">
          {t('index.promises_title', { name: site.name })}
        </h2>
        <ul className="list-unstyled row g-3">
          {PROMISES.map((promise) => (
            <li key={promise} className="col-12 col-md-4">
              <h3 className="h6">{t(`index.promises.${promise}.title`)}</h3>
              <p className="text-body-secondary mb-0">{t(`index.promises.${promise}.text`)}</p>
            </li>
          ))}
        </ul>
        <div className="text-center mt-4">
          <SignupLink className="btn btn-primary btn-lg">{t('index.signup')}</SignupLink>
        </div>
      </section>
    </>
  );
}
