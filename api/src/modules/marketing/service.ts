import type { Repositories } from '../../repositories.js';

/** Marketing surfaces of the home screen (banners). */
export class MarketingService {
  constructor(private readonly repos: Repositories) {}

  banners() {
    return this.repos.marketing.banners();
  }
}
