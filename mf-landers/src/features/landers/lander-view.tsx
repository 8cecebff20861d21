import type { ComponentType } from 'react';
import type { Template } from './campaign';
import { AloneTonightLander } from './templates/alone-tonight';
import { CollageLander } from './templates/collage';
import { GalleryLander } from './templates/gallery';
import { IconsLander } from './templates/icons';
import { MapLander } from './templates/map';
import { MemberCardLander } from './templates/member-card';
import { MemberChatLander } from './templates/member-chat';
import { MemberProfileLander } from './templates/member-profile';
import { SocialLander } from './templates/social';
import { TinderSwipeLander } from './templates/tinder-swipe';
import { TransitionsVideoLander } from './templates/transitions-video';
import { VideoLander } from './templates/video';
import type { TemplateProps } from './templates/types';

const TEMPLATE_VIEWS: Record<Template, ComponentType<TemplateProps>> = {
  gallery: GalleryLander,
  collage: CollageLander,
  icons: IconsLander,
  map: MapLander,
  social: SocialLander,
  'alone-tonight': AloneTonightLander,
  video: VideoLander,
  'transitions-video': TransitionsVideoLander,
  'tinder-swipe': TinderSwipeLander,
  'member-profile': MemberProfileLander,
  'member-chat': MemberChatLander,
  'member-card': MemberCardLander,
};

/** A campaign's page in its design, from its landing data (in the app and on the server alike). */
export function LanderView({ campaign, data }: TemplateProps) {
  const View = TEMPLATE_VIEWS[campaign.template];
  return <View campaign={campaign} data={data} />;
}
