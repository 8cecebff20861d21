import { useTranslation } from 'react-i18next';
import { MemberImage } from '@app/shared/member-image';
import { LanderIntro } from '../../../components/lander-intro';
import { useLanderEnv } from '../../../components/lander-env';
import { MemberTile } from '../../../components/member-tile';
import { SignupLink } from '../../../components/signup-link';
import { NAMESPACE } from '../../../i18n-namespace';
import { useCampaignWords } from '../use-campaign-words';
import { GRID_SIZES, type TemplateProps } from './types';

/**
 * Map: the visitor's country with the featured members pinned at their towns (the server draws
 * the country and places them), every pin a way to write to that member; then all of them.
 */
export function MapLander({ campaign, data }: TemplateProps) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const words = useCampaignWords(campaign, data);
  const { site } = useLanderEnv();
  const map = data.map;
  const byId = new Map(data.featured.map((member) => [member.id, member]));
  const country = map ? t(`common:country.${map.country}`, { defaultValue: map.country }) : '';
  return (
    <div className="ld-map container py-4">
      <div className="row g-4 align-items-center">
        <div className="col-12 col-lg-5">
          <LanderIntro words={words} data={data} />
        </div>
        {map && (
          <div className="col-12 col-lg-7">
            <figure
              className="ld-map-figure"
              style={{ aspectRatio: `${map.width} / ${map.height}` }}
            >
              <svg
                viewBox={`0 0 ${map.width} ${map.height}`}
                role="img"
                aria-label={t('map.label', { country })}
              >
                <path d={map.outline} className="ld-map-land" />
              </svg>
              {map.pins.map((pin) => {
                const member = byId.get(pin.id);
                if (!member) return null;
                return (
                  <SignupLink
                    key={pin.id}
                    memberId={pin.id}
                    className="ld-pin"
                    // In the map's own units, so a pin stays on its town at every width.
                    style={{
                      left: `${(pin.x / map.width) * 100}%`,
                      top: `${(pin.y / map.height) * 100}%`,
                    }}
                  >
                    <MemberImage
                      cdn={site.cdnPrefix}
                      image={member.main_image}
                      name={member.name}
                      thumb
                      sizes="48px"
                      // Small, and what the map is about: loaded with the page.
                      eager
                      decorative
                    />
                    <span className="visually-hidden">
                      {t('map.pin', {
                        name: member.name,
                        age: member.age,
                        city: member.city ?? '',
                      })}
                    </span>
                  </SignupLink>
                );
              })}
            </figure>
          </div>
        )}
      </div>
      <h2 className="h5 mt-4">{t('map.near', { country })}</h2>
      <ul className="ld-grid list-unstyled">
        {data.featured.map((member) => (
          <li key={member.id}>
            <MemberTile member={member} sizes={GRID_SIZES} />
          </li>
        ))}
      </ul>
    </div>
  );
}
