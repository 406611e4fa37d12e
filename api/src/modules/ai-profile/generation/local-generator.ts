/**
 * The default PortraitGenerator, on this machine: every photo is decoded, cut out by the segmenter and scored
 * (sharpness, subject size); the best photos are placed, one style each, round robin, so a set uses several
 * photos. Work runs in this process, one generation at a time; `status` reports progress.
 */
import { randomUUID } from 'node:crypto';
import { cutout, renderStyle } from './compose.js';
import { type PhotoScore, scorePhoto, toRaw } from './photo-quality.js';
import type { PortraitGenerator, PortraitRequest, PortraitStatus, RawRgb, Segmenter } from './types.js';

class GenerationFailed extends Error {
  constructor(
    readonly code: 'NO_SUBJECT' | 'BAD_PHOTOS',
    detail: string,
  ) {
    super(detail);
  }
}

export interface GenerationTiming {
  photos: number;
  pictures: number;
  analyseMs: number;
  renderMs: number;
}

export class LocalPortraitGenerator implements PortraitGenerator {
  private readonly runs = new Map<string, PortraitStatus>();
  private chain: Promise<unknown> = Promise.resolve();
  /** Time of the last finished generation (the README's figures come from here). */
  lastTiming: GenerationTiming | null = null;

  constructor(private readonly segmenter: Segmenter) {}

  async submit(request: PortraitRequest) {
    const id = randomUUID();
    this.runs.set(id, { state: 'RUNNING', progress: 0, step: '사진을 기다리는 중' });
    this.chain = this.chain.then(() => this.run(id, request));
    return id;
  }

  async status(id: string): Promise<PortraitStatus> {
    return (
      this.runs.get(id) ?? {
        state: 'FAILED',
        code: 'GENERATOR_ERROR',
        detail: 'unknown generation (restarted?)',
      }
    );
  }

  async close() {
    await this.segmenter.close();
  }

  private progress(id: string, progress: number, step: string) {
    this.runs.set(id, { state: 'RUNNING', progress: Math.round(progress), step });
  }

  private async run(id: string, request: PortraitRequest) {
    try {
      const t0 = Date.now();
      const analysed: { raw: RawRgb; mask: Buffer; score: PhotoScore }[] = [];
      for (const [i, photo] of request.photos.entries()) {
        this.progress(
          id,
          (i / request.photos.length) * 60,
          `사진 분석 중 (${i + 1}/${request.photos.length})`,
        );
        const raw = await toRaw(photo);
        const mask = await this.segmenter.segment(raw);
        analysed.push({ raw, mask, score: await scorePhoto(photo, mask) });
      }
      const t1 = Date.now();
      const usable = analysed
        .filter((a) => a.score.issues.length === 0)
        .sort((a, b) => b.score.score - a.score.score);
      if (!usable.length) {
        const noSubject = analysed.every((a) => a.score.issues.includes('NO_SUBJECT'));
        throw new GenerationFailed(
          noSubject ? 'NO_SUBJECT' : 'BAD_PHOTOS',
          analysed.map((a, i) => `#${i + 1}: ${a.score.issues.join(',')}`).join(' '),
        );
      }
      const best = usable.slice(0, Math.min(usable.length, 3));
      const cutouts = [];
      for (const b of best) cutouts.push(await cutout(b.raw, b.mask));
      const pictures = [];
      for (const [i, style] of request.styles.entries()) {
        this.progress(
          id,
          60 + (i / request.styles.length) * 40,
          `프로필 만드는 중 (${i + 1}/${request.styles.length})`,
        );
        const subject = cutouts[i % cutouts.length]!;
        pictures.push({
          style,
          image: await renderStyle(style, subject, request.pet),
          contentType: 'image/jpeg' as const,
        });
      }
      this.lastTiming = {
        photos: request.photos.length,
        pictures: pictures.length,
        analyseMs: t1 - t0,
        renderMs: Date.now() - t1,
      };
      this.runs.set(id, { state: 'DONE', pictures });
    } catch (err) {
      this.runs.set(
        id,
        err instanceof GenerationFailed
          ? { state: 'FAILED', code: err.code, detail: err.message }
          : { state: 'FAILED', code: 'GENERATOR_ERROR', detail: String((err as Error)?.message ?? err) },
      );
    }
  }

  /** Forgets a finished generation once the worker has stored its pictures. */
  forget(id: string) {
    const run = this.runs.get(id);
    if (run && run.state !== 'RUNNING') this.runs.delete(id);
  }
}
