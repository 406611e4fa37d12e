import { communityPosts } from '../src/db/schema/index.js';
import type { Db } from '../src/infra/db/client.js';
import { pick, postText, rng } from '../src/modules/community/seed-texts.js';

/** `posts` community posts on top of the demo feed, in chunks (authors, breeds, likes spread deterministically). */
export async function seedPosts(db: Db, posts: number) {
  const r = rng(7);
  const authors = (await db.query.users.findMany({ columns: { userSeq: true } })).map((u) => u.userSeq);
  const now = Date.now();
  for (let start = 0; start < posts; start += 5000) {
    const n = Math.min(5000, posts - start);
    await db.insert(communityPosts).values(
      Array.from({ length: n }, (_, k) => {
        const at = new Date(now - (posts - start - k) * 60_000);
        return {
          userSeq: pick(r, authors),
          content: postText(r),
          breedSeq: 1 + Math.floor(r() * 40),
          likeCount: Math.floor(r() * r() * 200),
          commentCount: Math.floor(r() * 10),
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  }
}
