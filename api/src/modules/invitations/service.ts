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
   * The invitation's shop and customer. Unknown or expired: INVALID_INVITATION_TOKEN. Already used: the user who
   * used it and still has the shop gets it with alreadyLinked (going back to the accepted link shows the shop as
   * linked); anyone else hears what happened (see `usedError`).
   */
  async validate(token: string, userSeq: number | null) {
    const row = await this.repos.invitations.find(token);
    if (!row) throw new AppError('INVALID_INVITATION_TOKEN');
    const { inv, shopName, thumbnailUrl } = row;
    const alreadyLinked =
      userSeq != null ? await this.repos.invitations.isLinked(userSeq, inv.shopId) : false;
    if (inv.usedAt) {
      if (!(alreadyLinked && inv.usedBy === userSeq)) throw usedError(inv.usedBy, userSeq, alreadyLinked);
    } else if (inv.expiresAt.getTime() <= Date.now()) throw new AppError('INVALID_INVITATION_TOKEN');
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
      if (!inv) {
        // Not usable: say why. Used (on another phone a moment ago, or by someone else) is not "invalid".
        const found = await repos.invitations.find(token);
        if (found?.inv.shopId === shopId && found.inv.usedAt)
          throw usedError(found.inv.usedBy, userSeq, await repos.invitations.isLinked(userSeq, shopId));
        throw new AppError('INVALID_INVITATION_TOKEN');
      }
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

/**
 * A used invitation, asked about by `userSeq` (null: without login): 409 ALREADY_LINKED when the asker has the shop
 * anyway, else 409 INVITATION_ALREADY_USED with what happened and what to do.
 */
function usedError(usedBy: number | null, userSeq: number | null, askerHasShop: boolean) {
  if (askerHasShop) return new AppError('ALREADY_LINKED');
  if (userSeq == null)
    return new AppError(
      'INVITATION_ALREADY_USED',
      '이미 사용한 초대 링크예요. 이 링크로 연결한 계정으로 로그인하면 매장을 볼 수 있어요.',
    );
  if (usedBy === userSeq)
    return new AppError(
      'INVITATION_ALREADY_USED',
      '이 초대 링크로 연결했다가 연결을 끊은 매장이에요. 다시 연결하려면 매장에 새 초대 링크를 요청해 주세요.',
    );
  return new AppError('INVITATION_ALREADY_USED');
}
