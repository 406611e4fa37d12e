// The current shop on the home, with a switcher over the linked shops (§4 current shop).
import { Link } from 'react-router-dom';
import {
  BottomSheet,
  categoriesText,
  paths as app,
  useCurrentShopStore,
  type UserShop,
  useSheetEntry,
} from '@guardian/shared';
import { ShopThumb } from './shop-thumb';
import styles from './home.module.css';

export function CurrentShopCard({ current, userShops }: { current: UserShop; userShops: UserShop[] }) {
  // The switcher is a history entry of its own: the phone's back closes it rather than leaving the home.
  const { sheet, open, close } = useSheetEntry<'shops'>();
  const setCurrentShop = useCurrentShopStore((s) => s.setCurrentShop);
  const sorted = [...userShops].sort((a, b) => a.sortOrder - b.sortOrder);
  const { shopInfo } = current;

  return (
    <section className={styles.shopCard} aria-label="현재 매장">
      <Link to={app.shopDetail} className={styles.shopLink}>
        <ShopThumb name={shopInfo.name} url={shopInfo.thumbnailUrl} size={64} />
        <span className={styles.shopText}>
          <span className={styles.shopCategory}>{categoriesText(shopInfo.categories)}</span>
          <strong className={styles.shopName}>{shopInfo.name}</strong>
          <span className={styles.shopAddress}>{shopInfo.address}</span>
        </span>
      </Link>
      {sorted.length > 1 ? (
        <button type="button" className={styles.switch} onClick={() => open('shops')}>
          매장 변경
        </button>
      ) : null}
      <BottomSheet open={sheet === 'shops'} onClose={close} title="매장 선택">
        <ul className={styles.switchList}>
          {sorted.map((s) => {
            const selected = s.userShopSeq === current.userShopSeq;
            return (
              <li key={s.userShopSeq}>
                <button
                  type="button"
                  className={styles.switchItem}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => {
                    setCurrentShop(s.shopId, s.customerSeq);
                    close();
                  }}
                >
                  <ShopThumb name={s.shopInfo.name} url={s.shopInfo.thumbnailUrl} size={44} />
                  <span className={styles.shopText}>
                    <strong>{s.shopInfo.name}</strong>
                    <span className={styles.shopAddress}>{categoriesText(s.shopInfo.categories)}</span>
                  </span>
                  {selected ? (
                    <span className={styles.check} aria-hidden="true">
                      ✓
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
        {/* In place of the sheet's entry: back from 내 매장 comes to the home, not to the sheet. */}
        <Link to={app.shop} replace className={styles.manage}>
          내 매장 관리
        </Link>
      </BottomSheet>
    </section>
  );
}
