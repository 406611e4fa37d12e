import { count, inArray } from 'drizzle-orm';
import { curationSeries, editors, shops } from '../../db/schema/index.js';
import type { Seed } from '../../db/seed/runner.js';
import { hashPassword } from '../../infra/password.js';
import { seoulDate } from '../booking/rules.js';
import { curationImagePath } from './images.js';
import type { Block } from './schemas.js';
import { blockShopIds } from './service.js';
import { BREED_NOTES, EVENTS, REVIEWS, SERIES } from './seed-data.js';

export const DEMO_EDITOR_EMAIL = 'editor@guardian.kr';
export const DEMO_EDITOR_PASSWORD = 'editor1234';

const DAY_MS = 86_400_000;

/** 홈 content: series with articles and a video, breed notes, curated reviews and events, written through the editor service. */
export const curationSeed: Seed = {
  name: 'curation',
  dependsOn: ['catalog', 'shops'],
  async run({ db, services, now }) {
    const editor = services.editors;
    // A database seeded with fewer shops (tests seed 1 to 40) leaves out the shop cards and links of shops it lacks,
    // and the reviews of those shops: the editor service refuses references to nothing.
    const named = [
      ...SERIES.flatMap((s) => s.contents.flatMap((c) => [...c.relatedShopIds, ...blockShopIds(c.blocks)])),
      ...REVIEWS.flatMap((r) => [r.shopId, ...blockShopIds(r.blocks)]),
      ...EVENTS.flatMap((e) => blockShopIds(e.blocks)),
    ];
    const present = new Set(
      (
        await db
          .select({ id: shops.shopId })
          .from(shops)
          .where(inArray(shops.shopId, [...new Set(named)]))
      ).map((r) => r.id),
    );
    const withShops = (blocks: Block[]) => blocks.filter((b) => b.type !== 'shop' || present.has(b.shopId));
    const breeds = [...(await services.catalog.breeds('DOG')), ...(await services.catalog.breeds('CAT'))];
    const breedSeq = (name: string) => {
      const found = breeds.find((b) => b.name === name);
      if (!found) throw new Error(`curation seed: unknown breed ${name}`);
      return found.breedSeq;
    };

    const seqByTitle = new Map<string, number>();
    const pending: { seq: number; related: string[]; input: Parameters<typeof editor.updateContent>[1] }[] =
      [];
    for (const [i, s] of SERIES.entries()) {
      const series = await editor.createSeries({
        title: s.title,
        subtitle: s.subtitle,
        sortOrder: i,
        published: true,
      });
      for (const [j, c] of s.contents.entries()) {
        const input = {
          curationSeq: series.curationSeq,
          kind: c.kind ?? ('ARTICLE' as const),
          title: c.title,
          summary: c.summary,
          author: c.author,
          coverImageUrl: curationImagePath(c.cover),
          video: c.video ?? null,
          blocks: withShops(c.blocks),
          relatedShopIds: c.relatedShopIds.filter((id) => present.has(id)),
          relatedContentsSeqs: [],
          breedSeqs: c.breeds.map(breedSeq),
          sortOrder: j,
          published: true,
        };
        const created = await editor.createContent(input);
        seqByTitle.set(c.title, created.curationContentsSeq);
        if (c.related?.length) pending.push({ seq: created.curationContentsSeq, related: c.related, input });
      }
    }
    // Related contents point at each other, so they are filled in once every content exists.
    for (const { seq, related, input } of pending)
      await editor.updateContent(seq, {
        ...input,
        relatedContentsSeqs: related.map((title) => seqByTitle.get(title)!),
      });

    for (const n of BREED_NOTES)
      await editor.putBreedNote(breedSeq(n.breed), {
        summary: n.summary,
        traits: n.traits,
        careNotes: n.careNotes,
      });

    for (const r of REVIEWS.filter((x) => present.has(x.shopId)))
      await editor.createReview({
        shopId: r.shopId,
        title: r.title,
        summary: r.summary,
        author: r.author,
        rating: r.rating,
        coverImageUrl: curationImagePath(r.cover),
        blocks: withShops(r.blocks),
        published: true,
      });

    for (const e of EVENTS)
      await editor.createEvent({
        title: e.title,
        summary: e.summary,
        coverImageUrl: curationImagePath(e.cover),
        startDate: seoulDate(new Date(now.getTime() + e.startOffset * DAY_MS)),
        endDate: seoulDate(new Date(now.getTime() + e.endOffset * DAY_MS)),
        blocks: withShops(e.blocks),
        coupon: e.coupon ?? null,
        published: true,
      });
  },
  adopt: async (db) => Number((await db.select({ n: count() }).from(curationSeries))[0].n) > 0,
};

/** The demo editor account (editor@guardian.kr / editor1234) for the editor API. */
export const demoEditorSeed: Seed = {
  name: 'demo-editor',
  dependsOn: [],
  when: (o) => o.demo,
  async run({ services }) {
    await services.editors.createEditor(
      DEMO_EDITOR_EMAIL,
      '가디언 에디터',
      await hashPassword(DEMO_EDITOR_PASSWORD),
    );
  },
  adopt: async (db) => Number((await db.select({ n: count() }).from(editors))[0].n) > 0,
};
