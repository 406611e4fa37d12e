import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { currentPartner } from '../../plugins/auth.js';
import { idParams, nullData, responses } from '../../http/schemas.js';
import { albumDetailSchema, albumsQuery, createAlbumBody, partnerAlbumPage } from './schemas.js';

const tags = ['albums'];
const partner = { config: { auth: 'partner' as const } };
const partnerBearer = [{ partnerAuth: [] }];

/** The shop's side: staff post albums of their customers' pets. Another shop's: 404. */
export default async function partnerAlbumRoutes(app: TypedApp) {
  const albums = app.services.albums;

  app.get(
    '/partner/albums',
    {
      ...partner,
      schema: {
        tags,
        summary: '내 매장 앨범',
        security: partnerBearer,
        querystring: albumsQuery,
        response: responses(partnerAlbumPage),
      },
    },
    async (request) =>
      ok(await albums.partnerList(currentPartner(request).staffSeq, request.query, app.now())),
  );

  app.post(
    '/partner/albums',
    {
      ...partner,
      schema: {
        tags,
        summary: '앨범 올리기 (사진은 먼저 POST /v2/media; 반려동물 보호자에게 알림)',
        description:
          'Every pet must belong to a linked customer of the shop and not be removed by its owner (404 PET_NOT_FOUND).',
        security: partnerBearer,
        body: createAlbumBody,
        response: responses(albumDetailSchema),
      },
    },
    async (request) => ok(await albums.create(currentPartner(request).staffSeq, request.body, app.now())),
  );

  app.delete(
    '/partner/albums/:id',
    {
      ...partner,
      schema: {
        tags,
        summary: '앨범 삭제',
        security: partnerBearer,
        params: idParams,
        response: responses(nullData),
      },
    },
    async (request) => {
      await albums.remove(currentPartner(request).staffSeq, request.params.id);
      return ok(null);
    },
  );
}
