/**
 * What the AI profile module needs from the media and payments modules, as narrow ports. `createServices` wires
 * them to the scope's media and payments services (so they join its transactions); tests may give fakes.
 */
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../../infra/storage/index.js';
import type { Repositories } from '../../repositories.js';
import type { MediaService } from '../media/service.js';
import type { PaymentsService } from '../payments/service.js';
import type { PhotoScore } from './generation/photo-quality.js';
import type { PortraitGenerator } from './generation/types.js';

export interface AiMediaView {
  url: string;
  thumbnailUrl: string;
  /** Every rendition's link with its width, as an HTML `srcset` (the media module's `Media.srcSet`). */
  srcSet: string;
}

export interface AiMediaPort {
  /** Attaches the owner's uploaded photos to the order; throws AI_PHOTO_NOT_FOUND when any is not theirs or is taken. */
  claim(userSeq: number, mediaSeqs: number[]): Promise<void>;
  /** Detaches photos an unpaid order no longer uses; their owner may claim them again. */
  release(mediaSeqs: number[]): Promise<void>;
  /** The original bytes of an uploaded or stored image; null when `userSeq` does not own it. */
  read(userSeq: number, mediaSeq: number): Promise<Buffer | null>;
  /** Stores a generated picture as the owner's media (only they get its URLs); returns its mediaSeq. */
  store(userSeq: number, bytes: Buffer): Promise<number>;
  /** Fresh signed URLs. */
  views(mediaSeqs: number[]): Promise<Map<number, AiMediaView>>;
}

/** What the payment window needs (payments module's `checkoutOrderSchema`). */
export type CheckoutOrder = ReturnType<PaymentsService['checkoutOf']>;

export interface AiPaymentsPort {
  createOrder(input: {
    userSeq: number;
    purpose: 'AI_PROFILE';
    refSeq: number;
    amount: number;
    orderName: string;
  }): Promise<CheckoutOrder>;
  refund(orderId: string, amount: number, reason: string): Promise<void>;
}

/** The checks the upload screen asks for, per photo. */
export interface AiPhotoChecker {
  check(image: Buffer): Promise<PhotoScore>;
}

/** Per app: the generator and the photo checker (they own a model process), and overrides of the ports. */
export interface AiProfileDeps {
  generator: PortraitGenerator;
  photoChecker: AiPhotoChecker;
  media?: AiMediaPort;
  payments?: AiPaymentsPort;
}

/**
 * The media module behind the port. Owners' uploads are `USER` media; the generated pictures are stored as the
 * owner's own uploads and attached at once, so nothing else can claim them and only this module hands out links.
 */
export const mediaPort = (media: MediaService, repos: Repositories, storage: Storage): AiMediaPort => {
  const owner = (userSeq: number) => ({ kind: 'USER' as const, seq: userSeq });
  return {
    async claim(userSeq, mediaSeqs) {
      try {
        await media.claim(owner(userSeq), mediaSeqs);
      } catch (err) {
        if (err instanceof AppError && err.resultCode.startsWith('MEDIA_'))
          throw new AppError('AI_PHOTO_NOT_FOUND');
        throw err;
      }
    },
    async release(mediaSeqs) {
      await media.release(mediaSeqs);
    },
    async read(userSeq, mediaSeq) {
      const row = await repos.media.one(mediaSeq);
      if (!row || row.uploaderKind !== 'USER' || row.uploaderSeq !== userSeq) return null;
      return storage.get(row.originalKey);
    },
    async store(userSeq, bytes) {
      const view = await media.upload(owner(userSeq), bytes);
      await media.claim(owner(userSeq), [view.mediaSeq]);
      return view.mediaSeq;
    },
    async views(mediaSeqs) {
      // The media module's own views: every field the port names, kept as they are, nothing copied by hand.
      return new Map((await media.views(mediaSeqs)).map((v) => [v.mediaSeq, v]));
    },
  };
};

/** The payments module behind the port: its orders carry what the payment window needs. */
export const paymentsPort = (payments: PaymentsService): AiPaymentsPort => ({
  async createOrder(input) {
    return payments.checkoutOf(await payments.createOrder(input), input.userSeq);
  },
  async refund(orderId, amount, reason) {
    await payments.refund(orderId, amount, reason);
  },
});
