import {
  GIFT_IDS,
  errorCodes,
  messageAttachmentSchema,
  type GiftId,
  type MessageAttachment,
  type Settings,
} from '@app/shared/contracts';
import { HttpError } from '../../http/errors';
import { GifProviderUnavailable, gifsUnavailable, type GifProvider } from '../gifs/provider';

/** Gift pictures, served from api/assets by static/media.ts. */
export const GIFT_IMAGE_PATH = '/media/gifts/';
export const giftImage = (gift: GiftId) => `${GIFT_IMAGE_PATH}${gift}.svg`;

/** Spec §2 chat gifts: the catalogue, each at the site's gift_credits. */
export function giftCatalogue(settings: Pick<Settings, 'gift_credits'>) {
  return GIFT_IDS.map((id) => ({ id, image: giftImage(id), credits: settings.gift_credits }));
}

/** A stored attachment (JSON in message.attachment); null for a text message. */
export function attachmentFrom(json: string | null): MessageAttachment | null {
  if (json === null) return null;
  return messageAttachmentSchema.parse(JSON.parse(json));
}

const gifUnavailable = () =>
  new HttpError(404, errorCodes.gif_unavailable, 'This GIF is not available.');

/** The GIF a member picked, as the provider has it now: a message never carries a made-up URL. */
export async function resolveGif(gifs: GifProvider, id: string): Promise<MessageAttachment> {
  let gif;
  try {
    gif = await gifs.byId(id);
  } catch (error) {
    if (error instanceof GifProviderUnavailable) throw gifsUnavailable();
    throw error;
  }
  if (!gif) throw gifUnavailable();
  return { type: 'gif', ...gif };
}

/** What each kind of message costs, from the site settings (spec §3): the composer's rule too. */
export { messageCost as costOf } from '@app/shared/contracts';
