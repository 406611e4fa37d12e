import { zipSync } from 'fflate';
import type { Repositories } from '../../repositories.js';
import { AppError } from '../../lib/errors.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { ISSUE_MESSAGES } from './generation/photo-quality.js';
import type { PortraitFailure, PortraitPicture } from './generation/types.js';
import type { AiMediaPort, AiPaymentsPort, AiPhotoChecker } from './ports.js';
import type { AiJobRow, AiOrderRow, AiProductRow } from './repository.js';
import type { AiOrderBody, AiOrderView, AiStyleCode, PhotoCheck } from './schemas.js';
import { STYLE_NAMES } from './styles.js';

/** What the owner reads when a job failed (the payment is refunded automatically). */
export const FAILURE_MESSAGES: Record<PortraitFailure | 'TOO_MANY_ATTEMPTS', string> = {
  NO_SUBJECT: '사진에서 반려동물을 찾지 못해 프로필을 만들지 못했어요.',
  BAD_PHOTOS: '흐릿하거나 작은 사진이 많아 프로필을 만들지 못했어요.',
  GENERATOR_ERROR: '프로필을 만드는 중 문제가 생겼어요.',
  TOO_MANY_ATTEMPTS: '프로필을 만드는 중 문제가 반복돼 멈췄어요.',
};

const LEASE_MS = 2 * 60_000;
const MAX_ATTEMPTS = 3;

const productView = (p: AiProductRow) => ({
  productSeq: p.productSeq,
  code: p.code,
  name: p.name,
  description: p.description,
  price: p.price,
  pictureCount: p.styles.length,
  styles: p.styles.map((code) => ({ code, name: STYLE_NAMES[code] })),
});

const fileName = (order: AiOrderRow, i: number, style: string) =>
  `guardian-ai-${order.orderSeq}-${String(i + 1).padStart(2, '0')}-${style.toLowerCase()}.jpg`;

/**
 * AI profile orders: a paid order queues one job; the worker (worker.ts) takes it, asks the PortraitGenerator,
 * stores the pictures as the owner's media, or fails the job and refunds the payment.
 */
export class AiProfileService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
    private readonly media: AiMediaPort,
    private readonly payments: AiPaymentsPort,
    private readonly checker: AiPhotoChecker | null,
  ) {}

  async products() {
    return (await this.repos.aiProfile.products()).map(productView);
  }

  /** Puts a style pack on sale (or updates it by its code); the seed's and an admin's write. */
  async saveProduct(p: {
    code: string;
    name: string;
    description: string;
    price: number;
    styles: AiStyleCode[];
    sort: number;
  }) {
    return productView(await this.repos.aiProfile.upsertProduct({ ...p, active: 1 }));
  }

  /** Size, blur and "is there a pet" for one uploaded photo of the caller's. */
  async checkPhoto(userSeq: number, mediaSeq: number): Promise<PhotoCheck> {
    const bytes = await this.media.read(userSeq, mediaSeq);
    if (!bytes) throw new AppError('AI_PHOTO_NOT_FOUND');
    if (!this.checker) throw new AppError('AI_GENERATION_UNAVAILABLE');
    const s = await this.checker.check(bytes);
    return {
      mediaSeq,
      ok: s.issues.length === 0,
      width: s.width,
      height: s.height,
      sharpness: Math.round(s.sharpness * 10) / 10,
      subjectRatio: Math.round(s.subjectRatio * 1000) / 1000,
      issues: s.issues.map((code) => ({ code, message: ISSUE_MESSAGES[code] })),
    };
  }

  /** The order and its payment request; the photos become the order's (nobody else can attach them). */
  async createOrder(userSeq: number, body: AiOrderBody) {
    const product = await this.repos.aiProfile.product(body.productSeq);
    if (!product || !product.active) throw new AppError('AI_PRODUCT_NOT_FOUND');
    // The order row, the photos' claim and the payment order commit together (the scope's ports join the transaction).
    const { order, payment } = await this.uow(({ services }) =>
      services.aiProfile.insertOrder(userSeq, body, product),
    );
    return { order: await this.detail(userSeq, order.orderSeq), payment };
  }

  /**
   * createOrder's writes; called on the unit of work's scope so that every port writes in its transaction.
   *
   * Paying again after the payment window failed or was closed sends the same photos: the unpaid order holding
   * them is made again in place (product, pet and photos as sent now, a new payment order), so the photos need no
   * new upload and unpaid orders do not pile up. Its earlier payment order can no longer pay it (see `fulfil`).
   */
  async insertOrder(userSeq: number, body: AiOrderBody, product: AiProductRow) {
    const sent = new Set(body.photoMediaSeqs);
    const unpaid = (await this.repos.aiProfile.lockUnpaid(userSeq)).find((o) =>
      o.photoMediaSeqs.some((s) => sent.has(s)),
    );
    let order: AiOrderRow;
    if (unpaid) {
      const held = new Set(unpaid.photoMediaSeqs);
      await this.media.release(unpaid.photoMediaSeqs.filter((s) => !sent.has(s)));
      await this.media.claim(
        userSeq,
        body.photoMediaSeqs.filter((s) => !held.has(s)),
      );
      order = await this.repos.aiProfile.rewriteUnpaid(unpaid.orderSeq, body, product.price);
    } else {
      order = await this.repos.aiProfile.createOrder(userSeq, body, product.price);
      await this.media.claim(userSeq, body.photoMediaSeqs);
    }
    const payment = await this.payments.createOrder({
      userSeq,
      purpose: 'AI_PROFILE',
      refSeq: order.orderSeq,
      amount: product.price,
      orderName: `AI 프로필 ${product.name}`,
    });
    await this.repos.aiProfile.setPaymentOrderId(order.orderSeq, payment.orderId);
    return { order, payment };
  }

  /**
   * The payments module's fulfilment for purpose AI_PROFILE, run in the confirm's transaction: the order is paid
   * and its job queued, once (a second confirm of the same order changes nothing).
   */
  async fulfil(orderSeq: number, paymentOrderId: string, now: Date) {
    await this.uow(async ({ repos }) => {
      const order = await repos.aiProfile.lockOrder(orderSeq);
      if (!order) throw new AppError('AI_ORDER_NOT_FOUND');
      // The order was made again with a new payment order; the payments module voids this charge.
      if (order.paymentOrderId !== paymentOrderId) throw new AppError('AI_ORDER_PAYMENT_REPLACED');
      if (order.status !== 'PENDING_PAYMENT') return;
      await repos.aiProfile.setOrderStatus(orderSeq, 'PAID', { paidAt: now });
      await repos.aiProfile.queueJob(orderSeq);
    });
  }

  async history(userSeq: number) {
    const rows = await this.repos.aiProfile.history(userSeq);
    const covers = rows.map((r) => r.coverMediaSeq).filter((s): s is number => s != null);
    const views = covers.length ? await this.media.views(covers) : new Map();
    return rows.map((r) => ({
      orderSeq: r.order.orderSeq,
      productName: r.productName,
      petName: r.order.petName,
      status: r.order.status,
      amount: r.order.amount,
      pictureCount: r.styles.length,
      coverUrl: r.coverMediaSeq != null ? (views.get(r.coverMediaSeq)?.thumbnailUrl ?? null) : null,
      createdAt: r.order.createdAt,
    }));
  }

  private async ownOrder(userSeq: number, orderSeq: number) {
    const order = await this.repos.aiProfile.order(userSeq, orderSeq);
    if (!order) throw new AppError('AI_ORDER_NOT_FOUND');
    return order;
  }

  async detail(userSeq: number, orderSeq: number): Promise<AiOrderView> {
    const order = await this.ownOrder(userSeq, orderSeq);
    const [product, job, results] = await Promise.all([
      this.repos.aiProfile.product(order.productSeq),
      this.repos.aiProfile.job(orderSeq),
      this.repos.aiProfile.results(orderSeq),
    ]);
    const views = await this.media.views([...order.photoMediaSeqs, ...results.map((r) => r.mediaSeq)]);
    return {
      orderSeq: order.orderSeq,
      product: productView(product!),
      petName: order.petName,
      species: order.species,
      breed: order.breed,
      ageYears: order.ageYears,
      status: order.status,
      amount: order.amount,
      failureReason: order.failureReason,
      paidAt: order.paidAt,
      refundedAt: order.refundedAt,
      createdAt: order.createdAt,
      photos: order.photoMediaSeqs.map((mediaSeq) => ({
        mediaSeq,
        thumbnailUrl: views.get(mediaSeq)?.thumbnailUrl ?? '',
      })),
      job: job
        ? {
            status: job.status,
            progress: job.progress,
            step: job.step,
            startedAt: job.startedAt,
            finishedAt: job.finishedAt,
          }
        : null,
      results: results.map((r, i) => {
        const view = views.get(r.mediaSeq);
        return {
          resultSeq: r.resultSeq,
          style: r.style,
          styleName: STYLE_NAMES[r.style],
          url: view?.url ?? '',
          thumbnailUrl: view?.thumbnailUrl ?? '',
          srcSet: view?.srcSet ?? '',
          fileName: fileName(order, i, r.style),
        };
      }),
    };
  }

  /** Every picture of a finished order in one ZIP (stored, not compressed: JPEGs do not shrink). */
  async zip(userSeq: number, orderSeq: number) {
    const order = await this.ownOrder(userSeq, orderSeq);
    if (order.status !== 'DONE') throw new AppError('AI_RESULTS_NOT_READY');
    const results = await this.repos.aiProfile.results(orderSeq);
    const files: Record<string, Uint8Array> = {};
    for (const [i, r] of results.entries()) {
      const bytes = await this.media.read(userSeq, r.mediaSeq);
      if (bytes) files[fileName(order, i, r.style)] = bytes;
    }
    return {
      fileName: `guardian-ai-profile-${order.orderSeq}.zip`,
      body: Buffer.from(zipSync(files, { level: 0 })),
    };
  }

  /** One finished picture as the JPEG the generator made (the signed `url` is a resized WebP rendition). */
  async picture(userSeq: number, orderSeq: number, resultSeq: number) {
    const order = await this.ownOrder(userSeq, orderSeq);
    const results = await this.repos.aiProfile.results(orderSeq);
    const i = results.findIndex((r) => r.resultSeq === resultSeq);
    const bytes = i >= 0 ? await this.media.read(userSeq, results[i].mediaSeq) : null;
    if (!bytes) throw new AppError('AI_ORDER_NOT_FOUND');
    return { fileName: fileName(order, i, results[i].style), body: bytes };
  }

  // ---- the worker's side -------------------------------------------------------------------------

  /** Leases the next job (or one whose worker died) and marks its order as generating. */
  async takeJob(now: Date) {
    return this.uow(async ({ repos }) => {
      const job = await repos.aiProfile.takeJob(now, new Date(now.getTime() + LEASE_MS));
      if (!job) return null;
      const order = (await repos.aiProfile.orderBySeq(job.orderSeq))!;
      if (job.attempts > MAX_ATTEMPTS) return { job, order, exhausted: true as const };
      await repos.aiProfile.setOrderStatus(order.orderSeq, 'GENERATING');
      return { job, order, exhausted: false as const };
    });
  }

  /** The owner's photos of a job's order. */
  async photos(order: AiOrderRow) {
    const out: Buffer[] = [];
    for (const seq of order.photoMediaSeqs) {
      const bytes = await this.media.read(order.userSeq, seq);
      if (bytes) out.push(bytes);
    }
    return out;
  }

  async progress(job: AiJobRow, set: { progress?: number; step?: string; externalId?: string }, now: Date) {
    await this.repos.aiProfile.updateJob(job.jobSeq, {
      ...set,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
    });
  }

  /** Stores the pictures as the owner's media, then records them and finishes the job and the order together. */
  async complete(job: AiJobRow, order: AiOrderRow, pictures: PortraitPicture[], now: Date) {
    const stored: { mediaSeq: number; style: PortraitPicture['style'] }[] = [];
    for (const p of pictures) {
      const mediaSeq = await this.media.store(order.userSeq, p.image);
      stored.push({ mediaSeq, style: p.style });
    }
    await this.uow(async ({ repos }) => {
      await repos.aiProfile.addResults(order.orderSeq, stored);
      await repos.aiProfile.updateJob(job.jobSeq, {
        status: 'DONE',
        progress: 100,
        step: '완료',
        finishedAt: now,
        leaseUntil: null,
      });
      await repos.aiProfile.setOrderStatus(order.orderSeq, 'DONE');
    });
  }

  /** Fails the job and its order, then refunds the whole payment (retried later by `refundFailed` if it fails). */
  async fail(
    job: AiJobRow,
    order: AiOrderRow,
    code: keyof typeof FAILURE_MESSAGES,
    detail: string,
    now: Date,
  ) {
    await this.uow(async ({ repos }) => {
      await repos.aiProfile.updateJob(job.jobSeq, {
        status: 'FAILED',
        error: `${code}: ${detail}`.slice(0, 1000),
        step: '실패',
        finishedAt: now,
        leaseUntil: null,
      });
      await repos.aiProfile.setOrderStatus(order.orderSeq, 'FAILED', {
        failureReason: FAILURE_MESSAGES[code],
      });
    });
    try {
      await this.refund(order, now);
      return null;
    } catch (err) {
      // Left FAILED without refundedAt: `refundFailed` tries again on the worker's next sweep.
      return err as Error;
    }
  }

  /** The styles a job renders (its product's, even if the product is no longer on sale). */
  async styles(order: AiOrderRow) {
    return (await this.repos.aiProfile.product(order.productSeq))?.styles ?? [];
  }

  private async refund(order: AiOrderRow, now: Date) {
    if (!order.paymentOrderId) return;
    await this.payments.refund(order.paymentOrderId, order.amount, 'AI 프로필 생성 실패 자동 환불');
    await this.repos.aiProfile.setOrderStatus(order.orderSeq, 'REFUNDED', { refundedAt: now });
  }

  /** Refunds failed orders whose refund did not go through (the worker calls this now and then). */
  async refundFailed(now: Date) {
    let done = 0;
    for (const order of await this.repos.aiProfile.unrefunded()) {
      await this.refund(order, now);
      done++;
    }
    return done;
  }
}
