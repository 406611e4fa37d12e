import type { Repositories } from '../../repositories.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { passwordMatches } from '../../infra/password.js';
import { AppError, type FieldError, validationError } from '../../lib/errors.js';
import { blockShopIds } from './service.js';
import type { BreedNoteInput, ContentInput, EventInput, ReviewInput } from './schemas.js';

interface SeriesInput {
  title: string;
  subtitle: string;
  sortOrder: number;
  published: boolean;
}

const missing = (wanted: number[], found: number[]) => wanted.filter((id) => !found.includes(id));

/**
 * The editor API: editor accounts and sessions, and the writes of 홈 content (series, contents, breed notes, curated
 * reviews, events). References (series, shops, breeds, contents) are checked here, so a body never points at
 * nothing; a bad one is VALIDATION_ERROR naming the field.
 */
export class EditorService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
  ) {}

  createEditor(email: string, name: string, passwordHash: string) {
    return this.repos.editors.create(email, name, passwordHash);
  }

  /** The editor when the e-mail and password match, else null (same time either way). */
  async checkLogin(email: string, password: string) {
    const editor = await this.repos.editors.byEmail(email);
    return (await passwordMatches(editor?.passwordHash, password)) ? editor : null;
  }

  async issueSession(editorSeq: number) {
    const session = await this.repos.editors.issue(editorSeq);
    return { ...session, editor: await this.repos.editors.profile(editorSeq) };
  }

  resolve(token: string) {
    return this.repos.editors.resolve(token);
  }

  async createSeries(input: SeriesInput) {
    const row = await this.repos.curation.insertSeries(input);
    return this.seriesView(row);
  }

  async updateSeries(curationSeq: number, input: SeriesInput) {
    const row = await this.repos.curation.updateSeries(curationSeq, input);
    if (!row) throw new AppError('CURATION_NOT_FOUND');
    return this.seriesView(row);
  }

  private seriesView(row: { curationSeq: number } & SeriesInput) {
    const { curationSeq, title, subtitle, sortOrder, published } = row;
    return { curationSeq, title, subtitle, sortOrder, published };
  }

  private async checkContent(input: ContentInput, self?: number) {
    const fields: FieldError[] = [];
    if (!(await this.repos.curation.series(input.curationSeq)))
      fields.push({ field: 'curationSeq', message: '없는 시리즈예요.' });
    if (input.kind === 'VIDEO' && !input.video)
      fields.push({ field: 'video', message: '영상 콘텐츠에는 영상이 필요해요.' });
    await this.checkShops(input.relatedShopIds, 'relatedShopIds', fields);
    await this.checkShops(blockShopIds(input.blocks), 'blocks', fields);
    const breeds = await this.repos.curation.breeds(input.breedSeqs);
    if (
      missing(
        input.breedSeqs,
        breeds.map((b) => b.breedSeq),
      ).length
    )
      fields.push({ field: 'breedSeqs', message: '없는 품종이 있어요.' });
    const related = input.relatedContentsSeqs.filter((s) => s !== self);
    if (missing(related, await this.repos.curation.existingContentSeqs(related)).length)
      fields.push({ field: 'relatedContentsSeqs', message: '없는 콘텐츠가 있어요.' });
    if (fields.length) throw validationError(fields);
  }

  private async checkShops(ids: number[], field: string, fields: FieldError[]) {
    if (missing(ids, await this.repos.curation.existingShopIds(ids)).length)
      fields.push({ field, message: '없는 매장이 있어요.' });
  }

  private contentView(
    row: { curationContentsSeq: number; video: ContentInput['video'] },
    input: ContentInput,
  ) {
    return { ...input, curationContentsSeq: row.curationContentsSeq, video: row.video ?? null };
  }

  async createContent(input: ContentInput) {
    await this.checkContent(input);
    return this.uow(async ({ repos }) => {
      const { breedSeqs, ...values } = input;
      const row = await repos.curation.insertContent(values, breedSeqs);
      return this.contentView(row, input);
    });
  }

  async updateContent(curationContentsSeq: number, input: ContentInput) {
    await this.checkContent(input, curationContentsSeq);
    return this.uow(async ({ repos }) => {
      const { breedSeqs, ...values } = input;
      const row = await repos.curation.updateContent(curationContentsSeq, values, breedSeqs);
      if (!row) throw new AppError('CURATION_NOT_FOUND');
      return this.contentView(row, input);
    });
  }

  async putBreedNote(breedSeq: number, input: BreedNoteInput) {
    const [breed] = await this.repos.curation.breeds([breedSeq]);
    if (!breed) throw new AppError('BREED_NOT_FOUND');
    await this.repos.curation.upsertBreedNote({ breedSeq, ...input });
    return input;
  }

  async createReview(input: ReviewInput) {
    const fields: FieldError[] = [];
    await this.checkShops([input.shopId], 'shopId', fields);
    await this.checkShops(blockShopIds(input.blocks), 'blocks', fields);
    if (fields.length) throw validationError(fields);
    const row = await this.repos.curation.insertReview(input);
    return { ...input, reviewSeq: row.reviewSeq };
  }

  private async eventValues(input: EventInput) {
    const fields: FieldError[] = [];
    if (input.endDate < input.startDate)
      fields.push({ field: 'endDate', message: '종료일은 시작일 이후여야 해요.' });
    if (input.coupon?.discountType === 'PERCENT' && input.coupon.discountValue > 100)
      fields.push({ field: 'coupon.discountValue', message: '할인율은 100% 이하여야 해요.' });
    await this.checkShops(blockShopIds(input.blocks), 'blocks', fields);
    if (fields.length) throw validationError(fields);
    return input;
  }

  async createEvent(input: EventInput) {
    const row = await this.repos.curation.insertEvent(await this.eventValues(input));
    return { ...input, eventSeq: row.eventSeq };
  }

  async updateEvent(eventSeq: number, input: EventInput) {
    const row = await this.repos.curation.updateEvent(eventSeq, await this.eventValues(input));
    if (!row) throw new AppError('EVENT_NOT_FOUND');
    return { ...input, eventSeq };
  }
}
