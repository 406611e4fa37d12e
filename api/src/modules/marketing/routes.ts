import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { list, responses } from '../../http/schemas.js';
import { bannerSchema } from './schemas.js';

export default async function marketingRoutes(app: TypedApp) {
  app.get(
    '/marketing/banner',
    {
      schema: {
        tags: ['marketing'],
        summary: '마케팅 배너',
        response: responses(list(bannerSchema)),
      },
    },
    async () => ok(await app.services.marketing.banners()),
  );
}
