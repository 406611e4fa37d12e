import type { Repositories } from '../../repositories.js';
import { AppError } from '../../lib/errors.js';
import type { InquiryParams } from './repository.js';

/** Shops: search, detail, favourites, the owner's linked shops, registration requests. */
export class ShopService {
  constructor(private readonly repos: Repositories) {}

  private async mustExist(shopId: number) {
    if (!(await this.repos.shops.exists(shopId))) throw new AppError('SHOP_NOT_FOUND');
  }

  inquiry(params: InquiryParams, userSeq: number | null) {
    return this.repos.shops.inquiry(params, userSeq);
  }

  async detail(shopId: number, userSeq: number | null) {
    const detail = await this.repos.shops.detail(shopId, userSeq);
    if (!detail) throw new AppError('SHOP_NOT_FOUND');
    return detail;
  }

  async setFavorite(userSeq: number, shopId: number, on: boolean) {
    await this.mustExist(shopId);
    await this.repos.shops.setFavorite(userSeq, shopId, on);
    return { isFavorite: on };
  }

  favorites(userSeq: number) {
    return this.repos.shops.favorites(userSeq);
  }

  async facilitiesOf(shopId: number) {
    await this.mustExist(shopId);
    return this.repos.shops.facilitiesOf(shopId);
  }

  async appConfig(shopId: number) {
    const config = await this.repos.shops.appConfig(shopId);
    if (!config) throw new AppError('SHOP_NOT_FOUND');
    return config;
  }

  async categoryImages(shopId: number) {
    await this.mustExist(shopId);
    return this.repos.shops.categoryImages(shopId);
  }

  allFacilities() {
    return this.repos.shops.allFacilities();
  }

  allRegions() {
    return this.repos.shops.allRegions();
  }

  linkedShops(userSeq: number) {
    return this.repos.shops.linkedShops(userSeq);
  }

  requestRegister(values: {
    shopName: string;
    address?: string;
    phone?: string;
    memo?: string;
    userSeq: number | null;
  }) {
    return this.repos.shops.requestRegister(values);
  }
}
