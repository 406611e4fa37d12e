import type { Repositories } from '../../repositories.js';
import { seoulDate } from '../booking/rules.js';

/** Marketing surfaces of the home screen (banners). */
export class MarketingService {
  constructor(private readonly repos: Repositories) {}

  /** The banners to show `now`: a banner that opens an event shows only while the event runs. */
  banners(now: Date) {
    return this.repos.marketing.banners(seoulDate(now));
  }
}
