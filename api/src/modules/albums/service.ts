import type { Static } from '@sinclair/typebox';
import type { Repositories } from '../../repositories.js';
import type { Scope, UnitOfWork } from '../../unit-of-work.js';
import { AppError } from '../../lib/errors.js';
import type { MediaService } from '../media/service.js';
import type { createAlbumBody } from './schemas.js';

export type CreateAlbum = Static<typeof createAlbumBody>;

/** The screen an album's notification opens (mf-shops /album/{id}). */
export const albumLink = (albumSeq: number) => `/album/${albumSeq}`;

type Summary = Awaited<ReturnType<Repositories['albums']['ofShops']>>['items'][number];

/**
 * Photo albums a shop posts about its customers' pets. Staff post them (their shops only, pets of customers linked
 * to the shop, photos they uploaded themselves); an owner sees the albums with one of their pets at shops they are
 * linked to, and only their own pets' names on them. Another owner's album is ALBUM_NOT_FOUND.
 */
export class AlbumService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
    private readonly media: MediaService,
  ) {}

  /** Pets (all, or the owner's), photo count and cover for each album. */
  private async decorate<T extends Summary>(items: T[], now: Date, userSeq?: number) {
    const seqs = items.map((a) => a.albumSeq);
    const [petRows, photoRows] = await Promise.all([
      this.repos.albums.pets(seqs, userSeq),
      this.repos.albums.photos(seqs),
    ]);
    const covers = new Map<number, number>();
    const counts = new Map<number, number>();
    for (const p of photoRows) {
      if (!covers.has(p.albumSeq)) covers.set(p.albumSeq, p.mediaSeq);
      counts.set(p.albumSeq, (counts.get(p.albumSeq) ?? 0) + 1);
    }
    const coverViews = new Map(
      (await this.media.views([...covers.values()], now)).map((v) => [v.mediaSeq, v]),
    );
    return items.map((a) => ({
      ...a,
      pets: petRows.filter((p) => p.albumSeq === a.albumSeq).map((p) => ({ petSeq: p.petSeq, name: p.name })),
      photoCount: counts.get(a.albumSeq) ?? 0,
      cover: coverViews.get(covers.get(a.albumSeq) ?? 0) ?? null,
    }));
  }

  /** The owner's albums, each saying whether it is new to them (`unread`), and the page how many are. */
  async ownerList(userSeq: number, q: { shopId?: number; page: number; size: number }, now: Date) {
    const page = await this.repos.albums.ofOwner(userSeq, q);
    return { ...page, items: await this.decorate(page.items, now, userSeq) };
  }

  async ownerDetail(userSeq: number, albumSeq: number, now: Date) {
    const album = await this.repos.albums.oneOfOwner(userSeq, albumSeq);
    if (!album) throw new AppError('ALBUM_NOT_FOUND');
    // Opened: read (the first time: its "N" on the list goes, on every device), and its 소식 entry too, as a 알림장's is.
    if (album.unread) await this.repos.albums.markRead(albumSeq, userSeq, now);
    await this.repos.notifications.markReadLinkedTo(userSeq, albumLink(albumSeq), now);
    return this.detail(album, now, userSeq);
  }

  private async detail<T extends Summary>(album: T, now: Date, userSeq?: number) {
    const [decorated] = await this.decorate([album], now, userSeq);
    const photos = await this.media.views(
      (await this.repos.albums.photos([album.albumSeq])).map((p) => p.mediaSeq),
      now,
    );
    return { ...decorated, photos };
  }

  async partnerList(staffSeq: number, q: { shopId?: number; page: number; size: number }, now: Date) {
    const mine = await this.repos.partners.shopIds(staffSeq);
    if (q.shopId != null && !mine.includes(q.shopId)) throw new AppError('SHOP_NOT_FOUND');
    const page = await this.repos.albums.ofShops(q.shopId != null ? [q.shopId] : mine, q.page, q.size);
    return { ...page, items: await this.decorate(page.items, now) };
  }

  /** Posts an album and tells each pet's owner (소식, kind ALBUM). */
  async create(staffSeq: number, body: CreateAlbum, now: Date) {
    const input = { ...body, title: body.title.trim() };
    const mine = await this.repos.partners.shopIds(staffSeq);
    if (!mine.includes(input.shopId)) throw new AppError('SHOP_NOT_FOUND');
    const petRows = await this.repos.albums.customerPets(input.shopId, input.petSeqs);
    if (petRows.length !== input.petSeqs.length) throw new AppError('PET_NOT_FOUND');
    const albumSeq = await this.uow(async (scope) => {
      await scope.services.media.claim({ kind: 'STAFF', seq: staffSeq }, input.mediaSeqs, now);
      const row = await scope.repos.albums.insert(
        {
          shopId: input.shopId,
          staffSeq,
          kind: input.kind,
          title: input.title,
          date: input.date,
          createdAt: now,
        },
        input.petSeqs,
        input.mediaSeqs,
      );
      await this.notifyOwners(scope, row.albumSeq, input, petRows, now);
      return row.albumSeq;
    });
    return this.detail((await this.repos.albums.one(albumSeq))!, now);
  }

  async remove(staffSeq: number, albumSeq: number) {
    const row = await this.repos.albums.row(albumSeq);
    if (!row || !(await this.repos.partners.shopIds(staffSeq)).includes(row.shopId))
      throw new AppError('ALBUM_NOT_FOUND');
    await this.uow(async ({ repos, services }) => {
      const photos = await repos.albums.photos([albumSeq]);
      await repos.albums.remove(albumSeq);
      await services.media.release(photos.map((p) => p.mediaSeq));
    });
  }

  private async notifyOwners(
    { repos, services }: Scope,
    albumSeq: number,
    input: CreateAlbum,
    petRows: { petSeq: number; name: string; userSeq: number }[],
    now: Date,
  ) {
    const shopName = (await repos.notices.shopName(input.shopId)) ?? '매장';
    const owners = [...new Set(petRows.map((p) => p.userSeq))];
    for (const userSeq of owners) {
      const names = petRows.filter((p) => p.userSeq === userSeq).map((p) => p.name);
      await services.notifications.notify(
        userSeq,
        'ALBUM',
        {
          title: `${shopName}에서 ${names.join(', ')}의 앨범을 올렸어요`,
          body: `${input.title} · 사진 ${input.mediaSeqs.length}장`,
        },
        albumLink(albumSeq),
        now,
      );
    }
  }
}
