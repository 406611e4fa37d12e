import { randomBytes } from 'node:crypto';
import type { MediaConfig } from '../../config.js';
import type { AssetUrl } from '../../infra/assets.js';
import type { Storage } from '../../infra/storage/index.js';
import { AppError } from '../../lib/errors.js';
import type { Repositories } from '../../repositories.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { detectImageType } from './detect.js';
import { processImage, VARIANT_NAMES, type VariantName } from './process-image.js';
import type { MediaRow, Uploader } from './repository.js';
import { linkExpiry, signLink, verifyLink } from './signing.js';

export type { Uploader } from './repository.js';

/** What a client gets for a photo: its size and fresh signed links. */
export interface MediaView {
  mediaSeq: number;
  width: number;
  height: number;
  url: string;
  thumbnailUrl: string;
  /** Every rendition as an HTML `srcset`: signed link and real width, narrowest first, one per width. */
  srcSet: string;
}

/**
 * Uploaded photos: checked by content, cleaned (orientation applied, metadata with the GPS position dropped),
 * resized to WebP renditions, stored, and served through signed links that expire. Other domains keep
 * `mediaSeq`s: `claim` attaches the uploader's fresh photos to their row, `views` signs links for rows the
 * caller has already decided the viewer may see.
 */
export class MediaService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
    private readonly storage: Storage,
    private readonly config: MediaConfig,
    private readonly assetUrl: AssetUrl,
  ) {}

  async upload(uploader: Uploader, bytes: Buffer, now = new Date()): Promise<MediaView> {
    if (bytes.length > this.config.maxBytes) throw this.tooLarge();
    const type = detectImageType(bytes);
    if (!type) throw new AppError('MEDIA_UNSUPPORTED_TYPE');
    let processed;
    try {
      processed = await processImage(bytes, type);
    } catch (err) {
      const error = new AppError(
        'MEDIA_UNREADABLE',
        type === 'image/heic'
          ? 'HEIC 사진을 변환하지 못했어요. 사진 앱에서 JPEG로 내보내 올려 주세요.'
          : undefined,
      );
      error.cause = err;
      throw error;
    }
    const folder = `media/${randomBytes(12).toString('hex')}`;
    const originalKey = `${folder}/original`;
    const variants = processed.variants.map((v) => ({
      name: v.name,
      width: v.width,
      height: v.height,
      key: `${folder}/${v.name}.webp`,
      bytes: v.data.length,
    }));
    const written: string[] = [];
    try {
      await this.storage.put(originalKey, processed.original.data, processed.original.type);
      written.push(originalKey);
      for (const [i, v] of processed.variants.entries()) {
        await this.storage.put(variants[i].key, v.data, 'image/webp');
        written.push(variants[i].key);
      }
      const row = await this.repos.media.insert({
        uploaderKind: uploader.kind,
        uploaderSeq: uploader.seq,
        sourceType: type,
        width: processed.width,
        height: processed.height,
        originalKey,
        originalType: processed.original.type,
        variants,
        createdAt: now,
      });
      return this.view(row, now);
    } catch (err) {
      await Promise.allSettled(written.map((k) => this.storage.delete(k)));
      throw err;
    }
  }

  tooLarge() {
    const mb = Math.floor(this.config.maxBytes / (1024 * 1024));
    return new AppError('MEDIA_TOO_LARGE', `사진이 너무 커요. ${mb}MB 이하의 사진을 올려 주세요.`);
  }

  /**
   * Attaches the uploader's photos to whatever the caller is saving (call it inside that save's unit of
   * work): each must exist, be this uploader's and not be attached yet. Returns the rows in the order asked.
   */
  async claim(uploader: Uploader, mediaSeqs: number[], now = new Date()): Promise<MediaRow[]> {
    const seqs = [...new Set(mediaSeqs)];
    if (!seqs.length) return [];
    return this.uow(async ({ repos }) => {
      const rows = await repos.media.lock(seqs);
      const byId = new Map(rows.map((r) => [r.mediaSeq, r]));
      for (const seq of seqs) {
        const row = byId.get(seq);
        if (!row || row.uploaderKind !== uploader.kind || row.uploaderSeq !== uploader.seq)
          throw new AppError('MEDIA_NOT_FOUND');
        if (row.attachedAt) throw new AppError('MEDIA_ALREADY_ATTACHED');
      }
      await repos.media.markAttached(seqs, now);
      return seqs.map((s) => ({ ...byId.get(s)!, attachedAt: now }));
    });
  }

  /** Detaches photos a domain no longer uses (an edit removed them); their uploader may claim them again. */
  async release(mediaSeqs: number[]) {
    await this.repos.media.release([...new Set(mediaSeqs)]);
  }

  /**
   * Removes photos nobody attached within a day of uploading them (a form left half-way, a photo removed
   * from a card): their rows, then their files. Returns how many went.
   */
  async sweepUnattached(now = new Date(), maxAgeMs = 24 * 3600_000, batch = 200) {
    const rows = await this.repos.media.deleteUnattached(new Date(now.getTime() - maxAgeMs), batch);
    const keys = rows.flatMap((r) => [r.originalKey, ...r.variants.map((v) => v.key)]);
    await Promise.allSettled(keys.map((k) => this.storage.delete(k)));
    return rows.length;
  }

  /** Fresh signed links for these photos, in the order asked; unknown seqs are left out. */
  async views(mediaSeqs: number[], now = new Date()): Promise<MediaView[]> {
    const rows = await this.repos.media.byIds([...new Set(mediaSeqs)]);
    const byId = new Map(rows.map((r) => [r.mediaSeq, r]));
    return mediaSeqs.flatMap((s) => {
      const row = byId.get(s);
      return row ? [this.view(row, now)] : [];
    });
  }

  /**
   * The 320 px link of each of these photos, by seq, for a list that shows only a thumbnail; unknown seqs are left
   * out. One signature per photo where `views` makes five (~4 µs each here; 알림장's page of 20 made 100).
   */
  async thumbnails(mediaSeqs: number[], now = new Date()): Promise<Map<number, string>> {
    const rows = await this.repos.media.byIds([...new Set(mediaSeqs)]);
    return new Map(rows.map((r) => [r.mediaSeq, this.signedUrl(r.mediaSeq, 'w320', now)]));
  }

  /**
   * A picture as the screens show it (a person's, a pet's): the uploaded photo's 320 px rendition (signed; avatars
   * are at most 96 CSS px) when there is one, else the address given, else null.
   */
  pictureUrl(picture: { mediaSeq: number | null; url: string | null }, now = new Date()): string | null {
    return picture.mediaSeq !== null ? this.signedUrl(picture.mediaSeq, 'w320', now) : picture.url;
  }

  /** A person's profile picture as the screens show it (see `pictureUrl`). */
  profilePictureUrl(
    person: { profileImageUrl: string | null; profileMediaSeq: number | null },
    now = new Date(),
  ): string | null {
    return this.pictureUrl({ mediaSeq: person.profileMediaSeq, url: person.profileImageUrl }, now);
  }

  /** A signed link to one rendition, valid until the end of the TTL's 10-minute bucket. */
  signedUrl(mediaSeq: number, variant: VariantName, now = new Date()) {
    const exp = linkExpiry(now, this.config.urlTtlSec);
    const sig = signLink(this.config.urlSecret, mediaSeq, variant, exp);
    return this.assetUrl(`/v2/media/${mediaSeq}/${variant}?exp=${exp}&sig=${sig}`)!;
  }

  private view(row: MediaRow, now: Date): MediaView {
    return {
      mediaSeq: row.mediaSeq,
      width: row.width,
      height: row.height,
      url: this.signedUrl(row.mediaSeq, 'w1280', now),
      thumbnailUrl: this.signedUrl(row.mediaSeq, 'w320', now),
      srcSet: this.srcSet(row, now),
    };
  }

  /**
   * The renditions with their real widths, so a browser picks the one its screen needs (a 720 px one for a
   * full-width photo on a 2x phone, not the 1280 px one; the 1280 px one on a 3x phone, not the 320 px one).
   * Renditions are never enlarged: a photo narrower than a rendition's width has it at its own width, once.
   */
  private srcSet(row: MediaRow, now: Date): string {
    const byWidth = new Map<number, VariantName>();
    for (const v of [...row.variants].sort((a, b) => a.width - b.width)) {
      if (!byWidth.has(v.width) && (VARIANT_NAMES as string[]).includes(v.name))
        byWidth.set(v.width, v.name as VariantName);
    }
    return [...byWidth]
      .map(([width, name]) => `${this.signedUrl(row.mediaSeq, name, now)} ${width}w`)
      .join(', ');
  }

  /** The rendition behind a signed link: refused when the signature is wrong or the link expired. */
  async open(mediaSeq: number, variant: VariantName, exp: number, sig: string, now = new Date()) {
    if (!VARIANT_NAMES.includes(variant) || !verifyLink(this.config.urlSecret, mediaSeq, variant, exp, sig))
      throw new AppError('MEDIA_LINK_INVALID');
    const left = exp - Math.floor(now.getTime() / 1000);
    if (left <= 0) throw new AppError('MEDIA_LINK_EXPIRED');
    const row = await this.repos.media.one(mediaSeq);
    const key = row?.variants.find((v) => v.name === variant)?.key;
    const file = key ? await this.storage.stream(key) : null;
    if (!file) throw new AppError('MEDIA_NOT_FOUND');
    return { ...file, maxAgeSec: left };
  }
}
