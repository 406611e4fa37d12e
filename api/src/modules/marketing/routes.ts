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
        description:
          '보여 줄 배너, 표시 순서대로. 이벤트(/event/{id})를 여는 배너는 그 이벤트가 진행 중인 동안(게시, 오늘(서울)이 기간 안)만 나와요.',
        response: responses(list(bannerSchema)),
      },
    },
    async () => ok(await app.services.marketing.banners(app.now())),
  );
}
