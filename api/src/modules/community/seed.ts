import { count } from 'drizzle-orm';
import { communityPosts } from '../../db/schema/index.js';
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

const POSTS = 320;
const DAYS = 45;

/**
 * A lively feed for the demo: 18 owners with pets (and the demo account) writing ~320 posts over 45 days across
 * breeds, with comments, replies and likes, all through the community service (so counters are what the app keeps).
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
    const times = Array.from({ length: POSTS }, () => now.getTime() - r() * DAYS * 86_400_000).sort(
      (a, b) => a - b,
    );
    const min = 60_000;
    for (const at of times) {
      const author = pick(r, people);
      const when = new Date(Math.min(at, now.getTime() - 10 * min));
      const tag = r() < 0.8 ? author.breedSeq : r() < 0.5 ? pick(r, breeds).breedSeq : null;
      // About one post in six has photos (1-3), uploaded through the media service like an app upload.
      const photoCount = r() < 0.17 ? 1 + Math.floor(r() * 3) : 0;
      const mediaSeqs: number[] = [];
      for (let p = 0; p < photoCount; p++)
        mediaSeqs.push(
          (await services.media.upload({ kind: 'USER', seq: author.userSeq }, await demoPhoto(r), when))
            .mediaSeq,
        );
      const post = await services.community.create(
        author.userSeq,
        { content: postText(r, author.pet), breedSeq: tag, mediaSeqs },
        when,
      );
      const likers = people.filter(() => r() < 0.25 * (0.3 + r()));
      for (const liker of likers) await services.community.setLike(liker.userSeq, post.communitySeq, true);
      const commentCount = Math.floor(r() * r() * 6);
      for (let c = 0; c < commentCount; c++) {
        const who = pick(r, people);
        const t = new Date(Math.min(when.getTime() + (c + 1) * 7 * min, now.getTime()));
        const { commentSeq } = await services.community.comment(
          who.userSeq,
          post.communitySeq,
          { content: pick(r, COMMENTS) },
          t,
        );
        if (r() < 0.35)
          await services.community.comment(
            author.userSeq,
            post.communitySeq,
            { content: pick(r, REPLIES), parentSeq: commentSeq },
            new Date(Math.min(t.getTime() + 3 * min, now.getTime())),
          );
      }
    }
  },
  adopt: async (db) => (await db.select({ n: count() }).from(communityPosts))[0].n > 0,
};
