// /online-reservation/:id/product/:product_seq/image: the product photo full screen.
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorState, Skeleton } from '@guardian/shared';
import { useProduct } from '../api/get-product';
import styles from './product-image-screen.module.css';

export function ProductImageScreen() {
  const productSeq = Number(useParams().product_seq);
  const navigate = useNavigate();
  const query = useProduct(productSeq);

  return (
    <div className={styles.viewer}>
      <button type="button" className={styles.close} aria-label="닫기" onClick={() => navigate(-1)}>
        ✕
      </button>
      {query.isPending ? (
        <Skeleton height={300} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.imageUrl ? (
        <img className={styles.image} src={query.data.imageUrl} alt={query.data.name} />
      ) : (
        <p className={styles.empty}>등록된 사진이 없어요.</p>
      )}
    </div>
  );
}
