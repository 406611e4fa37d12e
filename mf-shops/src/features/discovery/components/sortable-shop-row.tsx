// One linked shop in `/shop`: drag handle, the shop (links to its page), unlink.
import { Link } from 'react-router-dom';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { categoriesText, paths as app, type UserShop } from '@guardian/shared';
import { ShopThumb } from './shop-thumb';
import styles from './my-shops.module.css';

export function SortableShopRow({
  userShop,
  onUnlink,
  unlinkWaits = false,
  leaving = false,
}: {
  userShop: UserShop;
  onUnlink: () => void;
  /** An unlink is on its way (this shop's or another's): 해제 waits for it. */
  unlinkWaits?: boolean;
  /** This shop is the one being unlinked. */
  leaving?: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: userShop.userShopSeq,
      // Said after the handle's name in place of dnd-kit's English "sortable".
      attributes: { roleDescription: '순서 손잡이' },
    });
  const { shopInfo } = userShop;
  return (
    <li
      ref={setNodeRef}
      className={`${styles.row} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        aria-label={`${shopInfo.name} 순서 바꾸기`}
        {...attributes}
        {...listeners}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
          <circle cx="9" cy="6" r="1.6" />
          <circle cx="15" cy="6" r="1.6" />
          <circle cx="9" cy="12" r="1.6" />
          <circle cx="15" cy="12" r="1.6" />
          <circle cx="9" cy="18" r="1.6" />
          <circle cx="15" cy="18" r="1.6" />
        </svg>
      </button>
      <Link to={app.shopById(shopInfo.shopId)} className={styles.shop}>
        <ShopThumb name={shopInfo.name} url={shopInfo.thumbnailUrl} size={48} />
        <span className={styles.text}>
          <strong>{shopInfo.name}</strong>
          <span>{categoriesText(shopInfo.categories)}</span>
        </span>
      </Link>
      <button
        type="button"
        className={styles.unlink}
        onClick={onUnlink}
        disabled={unlinkWaits}
        aria-busy={leaving || undefined}
        aria-label={`${shopInfo.name} 연결 해제`}
      >
        {leaving ? '해제 중' : '해제'}
      </button>
    </li>
  );
}
