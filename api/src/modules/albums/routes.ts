import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { bearer, idParams, responses } from '../../http/schemas.js';
import { albumDetailSchema, albumPage, albumsQuery } from './schemas.js';

const tags = ['albums'];
const auth = { config: { auth: 'required' as const } };

/** The owner's side: albums of their pets at the shops they are linked to. */
export default async function albumRoutes(app: TypedApp) {
  const albums = app.services.albums;

  app.get(
    '/albums',
    {
      ...auth,
      schema: {
        tags,
        summary: '내 반려동물 앨범 (연결된 매장, 최신 날짜순; 표지와 사진 수, 새 앨범 표시)',
        security: bearer,
        querystring: albumsQuery,
        response: responses(albumPage),
      },
    },
    async (request) => ok(await albums.ownerList(currentUser(request).userSeq, request.query, app.now())),
  );

  app.get(
    '/albums/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '앨범 상세 (사진: 만료되는 서명 주소; 읽음 처리)',
        description:
          "Opening it reads the album (its `unread` on the list goes) and the owner's 소식 entry for it, as opening " +
          'an 알림장 does.',
        security: bearer,
        params: idParams,
        response: responses(albumDetailSchema),
      },
    },
    async (request) =>
      ok(await albums.ownerDetail(currentUser(request).userSeq, request.params.id, app.now())),
  );
}
