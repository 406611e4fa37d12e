/**
 * What the AI profile module needs from the media and payments modules, as narrow ports. `createServices` wires
 * them to `services.media` / `services.payments`; tests give fakes. Until a module is present its port answers
 * AI_GENERATION_UNAVAILABLE (503), so the rest of the module still runs.
 */
import { AppError } from '../../lib/errors.js';
import type { PaymentsService } from '../payments/service.js';
import type { PhotoScore } from './generation/photo-quality.js';
import type { PortraitGenerator } from './generation/types.js';

export interface AiMediaView {
  url: string;
  thumbnailUrl: string;
}

export interface AiMediaPort {
  /** Attaches the owner's uploaded photos to the order; throws AI_PHOTO_NOT_FOUND when any is not theirs or is taken. */
  claim(userSeq: number, mediaSeqs: number[]): Promise<void>;
  /** The original bytes of an uploaded or stored image; null when `userSeq` does not own it. */
  read(userSeq: number, mediaSeq: number): Promise<Buffer | null>;
  /** Stores a generated picture as the owner's media (only they get its URLs); returns its mediaSeq. */
  store(userSeq: number, bytes: Buffer, contentType: string, fileName: string): Promise<number>;
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

const unavailable = () => {
  throw new AppError('AI_GENERATION_UNAVAILABLE');
};

export const UNAVAILABLE_MEDIA: AiMediaPort = {
  claim: async () => unavailable(),
  read: async () => unavailable(),
  store: async () => unavailable(),
  views: async () => unavailable(),
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
