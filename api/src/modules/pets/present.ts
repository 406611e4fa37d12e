import type { MediaService } from '../media/service.js';
import type { OwnerPet } from '../users/repository.js';

/** What signs a pet photo's link (MediaService). */
export type PetPhotoLinks = Pick<MediaService, 'pictureUrl'>;

/**
 * A pet as the answers carry it (petSchema: GET /v2/pets, Me.pets, the chat's pet list): its uploaded photo as a
 * signed link to the 320 px rendition, as the profile picture is, else the address it was given, else null.
 * Repositories read the photo's mediaSeq, services sign (links expire, so they are made for each answer).
 */
export function presentPet(
  { imageMediaSeq, imageUrl, ...pet }: OwnerPet,
  media: PetPhotoLinks,
  now = new Date(),
) {
  return { ...pet, imageUrl: media.pictureUrl({ mediaSeq: imageMediaSeq, url: imageUrl }, now) };
}
