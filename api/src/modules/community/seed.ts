import { count, sql } from 'drizzle-orm';
import { communityComments, communityLikes, communityPhotos, communityPosts } from '../../db/schema/index.js';
import { DEMO_ACCOUNT } from '../users/seed.js';
import type { Seed } from '../../db/seed/runner.js';
import { hashPassword } from '../../infra/password.js';
import { demoPhoto } from './seed-photos.js';
import { COMMENTS, pick, postText, REPLIES, rng } from './seed-texts.js';

const PEOPLE = [
  ['초코맘', '초코', 'DOG', '푸들'],
  ['보리아빠', '보리', 'DOG', '웰시 코기'],
  ['콩이누나', '콩이', 'DOG', '말티즈'],
  ['두부집사', '두부', 'CAT', '코리안 숏헤어'],
  ['나비언니', '나비', 'CAT', '러시안 블루'],
  ['모카네', '모카', 'DOG', '포메라니안'],
  ['별이보호자', '별이', 'DOG', '비숑 프리제'],
  ['해피하우스', '해피', 'DOG', '시바견'],
  ['밤비맘', '밤비', 'DOG', '치와와'],
  ['루이집사', '루이', 'CAT', '페르시안'],
  ['치즈냥', '치즈', 'CAT', '스코티시 폴드'],
  ['산책러버', '단비', 'DOG', '골든 리트리버'],
  ['멍멍일기', '구름', 'DOG', '진돗개'],
  ['냥냥일기', '까미', 'CAT', '먼치킨'],
  ['댕댕이네', '뭉치', 'DOG', '시츄'],
  ['토리파파', '토리', 'DOG', '닥스훈트'],
  ['달이맘', '달이', 'DOG', '요크셔 테리어'],
  ['우유집사', '우유', 'CAT', '브리티시 숏헤어'],
] as const;

const POSTS = 300;
const DAYS = 45;

/**
 * A lively feed for the demo: 18 owners with pets (and the demo account) writing ~300 posts over 45 days across
 * breeds, with comments, replies, likes and photos.
 */
export const communitySeed: Seed = {
  name: 'community',
  dependsOn: ['catalog', 'demo-owner'],
  when: (o) => o.demo,
  async run({ db, services, now }) {
    const r = rng(13);
    const breeds = [...(await services.catalog.breeds('DOG')), ...(await services.catalog.breeds('CAT'))];
    const breedSeq = (name: string) => breeds.find((b) => b.name === name)?.breedSeq ?? null;
    const passwordHash = await hashPassword('guardian1234');
    const people: { userSeq: number; pet: string; breedSeq: number | null }[] = [];
    for (const [i, [nickname, pet, kind, breed]] of PEOPLE.entries()) {
      const user = await services.users.createAccount({
        email: `community${i + 1}@guardian.kr`,
        passwordHash,
        nickname,
        phoneNumber: '01000000000',
        termsPrivacyAt: now,
      });
      const seq = breedSeq(breed);
      if (seq)
        await services.pets.create(
          user.userSeq,
          {
            name: pet,
            kind,
            breedSeq: seq,
            birthDate: `20${18 + (i % 6)}-0${1 + (i % 9)}-15`,
            weightKg: kind === 'CAT' ? 4.2 : 5.5,
            sex: i % 2 ? 'MALE' : 'FEMALE',
            neutered: true,
          },
          now,
        );
      people.push({ userSeq: user.userSeq, pet, breedSeq: seq });
    }
    const demo = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, DEMO_ACCOUNT.userId) });
    if (demo) people.push({ userSeq: demo.userSeq, pet: '코코', breedSeq: breedSeq('말티즈') });

    // Post times spread over the last DAYS days, oldest first (the feed's newest-first order is by seq).
    // Hundreds of posts with their likes and comments go in as bulk rows (one statement per table: row by row
    // through the service took ~25 s on PGlite), then the counters are counted from those rows, so they are
    // exactly what the app would have kept. Photos go through the media service like an app upload.
    const min = 60_000;
    const times = Array.from({ length: POSTS }, () => now.getTime() - r() * DAYS * 86_400_000)
      .sort((a, b) => a - b)
      .map((at) => new Date(Math.min(at, now.getTime() - 10 * min)));
    const plans = times.map((createdAt) => {
      const author = pick(r, people);
      // Tagged with the author's pet's breed (a post about 구름 the 진돗개 is not a 봄베이 post), some posts untagged.
      // The draws that once picked another breed are still made, so the rest of the feed comes out as before.
      const tag = r() < 0.8 ? author.breedSeq : r() < 0.5 ? (pick(r, breeds), author.breedSeq) : null;
      return { author, createdAt, tag, content: postText(r, author.pet) };
    });
    const posts = await db
      .insert(communityPosts)
      .values(
        plans.map((p) => ({
          userSeq: p.author.userSeq,
          content: p.content,
          breedSeq: p.tag,
          createdAt: p.createdAt,
          updatedAt: p.createdAt,
        })),
      )
      .returning({ communitySeq: communityPosts.communitySeq });

    const likes: { communitySeq: number; userSeq: number; createdAt: Date }[] = [];
    const comments: {
      plan: (typeof plans)[number];
      communitySeq: number;
      userSeq: number;
      at: Date;
      reply: boolean;
    }[] = [];
    posts.forEach(({ communitySeq }, i) => {
      const plan = plans[i];
      for (const liker of people)
        if (r() < 0.2 * (0.2 + r()))
          likes.push({ communitySeq, userSeq: liker.userSeq, createdAt: plan.createdAt });
      const n = Math.floor(r() * r() * 6);
      for (let c = 0; c < n; c++) {
        const at = new Date(Math.min(plan.createdAt.getTime() + (c + 1) * 7 * min, now.getTime()));
        comments.push({ plan, communitySeq, userSeq: pick(r, people).userSeq, at, reply: false });
        if (r() < 0.35)
          comments.push({
            plan,
            communitySeq,
            userSeq: plan.author.userSeq,
            at: new Date(at.getTime() + 3 * min),
            reply: true,
          });
      }
    });
    if (likes.length) await db.insert(communityLikes).values(likes);
    const tops = comments.filter((c) => !c.reply);
    const topSeqs = tops.length
      ? await db
          .insert(communityComments)
          .values(
            tops.map((c) => ({
              communitySeq: c.communitySeq,
              userSeq: c.userSeq,
              content: pick(r, COMMENTS),
              createdAt: c.at,
              updatedAt: c.at,
            })),
          )
          .returning({ commentSeq: communityComments.commentSeq })
      : [];
    // A reply answers the comment just before it.
    const replies = comments.flatMap((c, i) => {
      if (!c.reply) return [];
      const parent = tops.indexOf(comments[i - 1]);
      return [
        {
          communitySeq: c.communitySeq,
          userSeq: c.userSeq,
          parentSeq: topSeqs[parent].commentSeq,
          content: pick(r, REPLIES),
          createdAt: c.at,
          updatedAt: c.at,
        },
      ];
    });
    if (replies.length) await db.insert(communityComments).values(replies);
    await db.execute(sql`update community_posts p set
      like_count = (select count(*) from community_likes l where l.community_seq = p.community_seq),
      comment_count = (select count(*) from community_comments c where c.community_seq = p.community_seq and c.deleted_at is null)`);

    // Photos on every fifth of the 40 newest posts (1-2 each), so the first screen of the feed shows some;
    // each upload is real image work (renditions), which is why there are only a dozen.
    for (const [i, { communitySeq }] of posts.entries()) {
      if (i < posts.length - 40 || i % 5 !== 0) continue;
      const plan = plans[i];
      const uploader = { kind: 'USER' as const, seq: plan.author.userSeq };
      const mediaSeqs: number[] = [];
      for (let p = 0, n = 1 + Math.floor(r() * 2); p < n; p++)
        mediaSeqs.push((await services.media.upload(uploader, await demoPhoto(r), plan.createdAt)).mediaSeq);
      await services.media.claim(uploader, mediaSeqs, plan.createdAt);
      await db
        .insert(communityPhotos)
        .values(mediaSeqs.map((mediaSeq, sortOrder) => ({ communitySeq, mediaSeq, sortOrder })));
    }

    // And one fresh post by the demo account through the service, as the app writes it.
    if (demo)
      await services.community.create(
        demo.userSeq,
        {
          content: '코코랑 오늘도 산책 완료! 가디언 커뮤니티 처음 써봐요 🐾',
          breedSeq: breedSeq('말티즈'),
          mediaSeqs: [],
        },
        new Date(now.getTime() - 5 * min),
      );
  },
  adopt: async (db) => (await db.select({ n: count() }).from(communityPosts))[0].n > 0,
};
