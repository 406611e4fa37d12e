import type { Repositories } from '../../repositories.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { AssetUrl } from '../../infra/assets.js';
import { AppError } from '../../lib/errors.js';

/** Shop invitations: a shop invites its customer, who links the shop to their account with the token. */
export class InvitationService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
    private readonly assetUrl: AssetUrl,
  ) {}

  /**
   * The invitation's shop and customer (INVALID_INVITATION_TOKEN when unknown, used or expired). The user who used
   * it and is still linked gets it with alreadyLinked, so going back to the accepted link shows the shop as linked.
   */
  async validate(token: string, userSeq: number | null) {
    const { inv, shopName, thumbnailUrl } = await this.repos.invitations.valid(token, userSeq);
    const alreadyLinked =
      userSeq != null ? await this.repos.invitations.isLinked(userSeq, inv.shopId) : false;
    // Used, then unlinked: the token cannot link again.
    if (inv.usedAt && !alreadyLinked) throw new AppError('INVALID_INVITATION_TOKEN');
    return {
      shopId: inv.shopId,
      shopName,
      shopThumbnailUrl: this.assetUrl(thumbnailUrl),
      customerName: inv.customerName,
      alreadyLinked,
    };
  }

  /** Uses the invitation and links the shop in one transaction, so a token can never link twice. */
  async link(userSeq: number, shopId: number, token: string) {
    if (!(await this.repos.shops.exists(shopId))) throw new AppError('SHOP_NOT_FOUND');
    const link = await this.uow(async ({ repos }) => {
      const inv = await repos.invitations.use(token, shopId, userSeq);
      if (!inv) throw new AppError('INVALID_INVITATION_TOKEN');
      if (await repos.invitations.isLinked(userSeq, shopId)) throw new AppError('ALREADY_LINKED');
      return repos.invitations.addLink(userSeq, shopId, inv.customerSeq);
    });
    const [shopInfo] = await this.repos.shops.summaries([shopId], userSeq);
    return {
      userShopSeq: link.userShopSeq,
      shopId,
      customerSeq: link.customerSeq,
      sortOrder: link.sortOrder,
      shopInfo,
    };
  }

  async unlink(userSeq: number, shopId: number) {
    if (!(await this.repos.invitations.unlink(userSeq, shopId))) throw new AppError('NOT_LINKED');
  }
}
