import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors.js';

/** The active product (optionally required to belong to `shopId`) with its shop's hours and settings. */
export async function productContext(app: FastifyInstance, productSeq: number, shopId?: number) {
  const found = await app.repos.products.withShop(productSeq);
  if (!found || (shopId != null && found.product.shopId !== shopId)) throw new AppError('PRODUCT_NOT_FOUND');
  const settings = await app.repos.products.settings(found.product.shopId);
  return { ...found, settings };
}

/** The caller's pets for these seqs; any pet that is not theirs (or no login) is PET_NOT_FOUND / 401. */
export async function myPets(app: FastifyInstance, request: FastifyRequest, petSeqs: number[]) {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  const rows = await app.repos.pets.mine(request.auth.userSeq, petSeqs);
  if (!rows) throw new AppError('PET_NOT_FOUND');
  return rows;
}
