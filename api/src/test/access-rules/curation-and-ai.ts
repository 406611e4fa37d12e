/**
 * Access rules of 홈 (curation, events), the editor API and the AI profile.
 *
 * 홈 content is public: published series, contents, breed guides, curated reviews and events are read by anyone
 * (unpublished ones are 404 to everyone), so their ids name nothing private. The editor API writes that shared
 * content: editors are a third kind of account, every editor may edit every series, content, breed note and event
 * (nothing there is per-owner or per-shop), and owner and partner tokens are 401 on /v2/editor/**. The table's owned
 * check needs the rightful party to be an owner or a shop's staff, which an editor is not, so those entries are
 * `open`, and `curation.test.ts` (editor API: owners, shop staff and anonymous callers are refused…) checks every
 * id-taking editor route with owner and partner tokens, and that nothing changed.
 *
 * AI profile orders are the owner's own. Their objects are made directly (an order already DONE with one stored
 * picture) so that no job is queued and the real model never runs in this test.
 */
import sharp from 'sharp';
import type { AccessRule, World } from '../access-control-table.js';
import { AiProfileRepository } from '../../modules/ai-profile/repository.js';

const EDITOR_ONLY =
  'editor route: the id names shared 홈 content that any editor may edit (not per-owner or per-shop); owner and ' +
  'partner tokens are 401 here, checked per route in curation.test.ts (editor API)';

/** A finished AI profile order of ownerA with one picture, made without the worker or the model. */
async function aiOrder(w: World) {
  const owner = { kind: 'USER' as const, seq: w.ownerA.userSeq };
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c08050' } })
    .jpeg()
    .toBuffer();
  const photo = (await w.t.app.services.media.upload(owner, jpeg)).mediaSeq;
  const picture = (await w.t.app.services.media.upload(owner, jpeg)).mediaSeq;
  await w.t.app.services.media.claim(owner, [photo, picture]);
  const repo = new AiProfileRepository(w.t.db);
  const [product] = await repo.products();
  const order = await repo.createOrder(
    w.ownerA.userSeq,
    {
      productSeq: product.productSeq,
      petName: '코코',
      species: 'DOG',
      breed: '말티즈',
      ageYears: 3,
      photoMediaSeqs: [photo],
    },
    product.price,
  );
  await repo.setOrderStatus(order.orderSeq, 'DONE', { paidAt: w.clock.now() });
  await repo.addResults(order.orderSeq, [{ mediaSeq: picture, style: 'PASTEL' }]);
  const [result] = await repo.results(order.orderSeq);
  return { orderSeq: order.orderSeq, resultSeq: result.resultSeq };
}

/** The order as its owner reads it, without the signed links (they change with the clock's 10-minute bucket). */
const orderState = (w: World, orderSeq: number) => async () => {
  const res = await w.get(`/v2/ai-profile/orders/${orderSeq}`, w.ownerA.auth);
  if (res.statusCode !== 200) return undefined;
  const { photos, results, ...order } = res.json().data as {
    photos: { mediaSeq: number }[];
    results: { resultSeq: number; style: string; fileName: string }[];
  };
  return {
    ...order,
    photos: photos.map((p) => p.mediaSeq),
    results: results.map((r) => [r.resultSeq, r.style, r.fileName]),
  };
};

export const CURATION_AND_AI_RULES: Record<string, AccessRule> = {
  'GET /v2/curation/review/{id}': {
    open: 'a published curated review is public 홈 content (unpublished is 404 to all); userSeq only marks favourites',
  },
  'GET /v2/curation/breeds/{breedSeq}': { open: 'a breed guide is public 홈 content' },
  'GET /v2/curation/{curationSeq}/{curationContentsSeq}': {
    open: 'a published content of a published series is public 홈 content (else 404 to all)',
  },
  'GET /v2/events/{id}': {
    open: 'a published event is public; with a token, coupon.couponSeq is only the caller’s own take',
  },
  'POST /v2/events/{id}/coupon': {
    open: 'a public event’s coupon: issues one coupon to the caller’s own 쿠폰함, once per person; no stock to drain',
  },
  'PUT /v2/editor/series/{id}': { open: EDITOR_ONLY },
  'PUT /v2/editor/contents/{id}': { open: EDITOR_ONLY },
  'PUT /v2/editor/breed-notes/{breedSeq}': { open: EDITOR_ONLY },
  'PUT /v2/editor/events/{id}': { open: EDITOR_ONLY },
  'GET /v2/ai-profile/orders/{orderSeq}': {
    owned: 'owner',
    async make(w) {
      const { orderSeq } = await aiOrder(w);
      return { url: `/v2/ai-profile/orders/${orderSeq}`, state: orderState(w, orderSeq) };
    },
  },
  'GET /v2/ai-profile/orders/{orderSeq}/download': {
    owned: 'owner',
    async make(w) {
      const { orderSeq } = await aiOrder(w);
      return { url: `/v2/ai-profile/orders/${orderSeq}/download`, state: orderState(w, orderSeq) };
    },
  },
  'GET /v2/ai-profile/orders/{orderSeq}/results/{resultSeq}/file': {
    owned: 'owner',
    async make(w) {
      const { orderSeq, resultSeq } = await aiOrder(w);
      return {
        url: `/v2/ai-profile/orders/${orderSeq}/results/${resultSeq}/file`,
        state: orderState(w, orderSeq),
      };
    },
  },
};
