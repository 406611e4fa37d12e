// /online-reservation/:id/product/:product_seq/image: the product photo full screen.
import type { CSSProperties } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorState, Skeleton, routeId, useGoBack } from '@guardian/shared';
import { useProduct } from '../api/get-product';
import styles from './product-image-screen.module.css';

/**
 * The shared error reads dark on light; on this black surface its text takes the viewer's white. Set inline: a CSS
 * module scopes the custom properties it declares (Rspack renames them), so a class could not reach the shared ones.
 */
const ON_DARK = {
  '--color-text': '#fff',
  '--color-text-secondary': 'rgba(255, 255, 255, 0.75)',
} as CSSProperties;

export function ProductImageScreen() {
  const params = useParams();
  const shopId = routeId(params.id);
  // An address without a shop names no product of it either.
  const productSeq = shopId === null ? null : routeId(params.product_seq);
  const close = useGoBack();
  const query = useProduct(shopId ?? 0, productSeq);

  return (
    <div className={styles.viewer}>
      <button type="button" className={styles.close} aria-label="닫기" onClick={close}>
        ✕
      </button>
      {productSeq === null ? (
        <div style={ON_DARK}>
          <ErrorState message="상품을 찾을 수 없어요." />
        </div>
      ) : query.isPending ? (
        <Skeleton height={300} />
      ) : query.isError ? (
        <div style={ON_DARK}>
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        </div>
      ) : query.data.imageUrl ? (
        <img className={styles.image} src={query.data.imageUrl} alt={query.data.name} />
      ) : (
        <p className={styles.empty}>등록된 사진이 없어요.</p>
      )}
    </div>
  );
}
