// /ai-profile: what the product makes, the style packs with their prices, and the start button.
import { Link, useNavigate } from 'react-router-dom';
import { Button, PageHeader, QueryState, Skeleton, formatWon, useGoBack } from '@guardian/shared';
import { paths } from '../../../config/paths';
import { useProducts } from '../api/get-products';
import { useDraft } from '../lib/draft';
import { STYLE_EXAMPLES } from '../lib/examples';
import styles from './ai-profile.module.css';
import { ProductPicker } from './product-picker';

export function LandingScreen() {
  const products = useProducts();
  const productSeq = useDraft((s) => s.productSeq);
  const navigate = useNavigate();
  // Opened by a link (a home banner shared, a push), "<" leads to 홈, the tab this page belongs to: the nearest page
  // above a one-segment address is '/', 매장･예약's.
  const goBack = useGoBack(paths.curation.path);
  const chosen = products.data?.find((p) => p.productSeq === productSeq) ?? products.data?.[0];
  return (
    <>
      <PageHeader
        title={paths.aiProfile.title}
        back={goBack}
        right={
          <Link to={paths.aiProfileHistory.path} className={styles.headerLink}>
            내역
          </Link>
        }
      />
      <div className={styles.page}>
        <section className={styles.hero}>
          <h2 className={styles.title}>우리 아이 사진 몇 장으로 만드는 AI 프로필</h2>
          <p className={styles.lead}>
            사진 5~10장을 올리면 아이만 또렷하게 오려 내 여러 스타일의 프로필 사진으로 만들어 드려요.
          </p>
        </section>
        <ul className={styles.grid} aria-label="결과 예시">
          {['PASTEL', 'POP', 'NIGHT', 'BIRTHDAY'].map((code) => (
            <li key={code} className={styles.tile}>
              <img src={STYLE_EXAMPLES[code]} alt="" width={180} height={180} />
            </li>
          ))}
        </ul>
        <Link to={paths.aiProfileProductExample.path} className={styles.muted}>
          스타일별 예시 모두 보기 ›
        </Link>
        <h3 className={styles.sectionTitle}>스타일 팩</h3>
        <QueryState
          query={products}
          errorFallback="상품을 불러오지 못했어요."
          skeleton={
            <div className={styles.products} role="status" aria-busy="true" aria-label="상품을 불러오는 중">
              <Skeleton height={96} radius={16} />
              <Skeleton height={96} radius={16} />
            </div>
          }
          isEmpty={(list) => list.length === 0}
          empty={{
            title: '지금 판매 중인 스타일 팩이 없어요',
            description: '곧 새로운 스타일로 찾아올게요.',
          }}
        >
          {(list) => <ProductPicker products={list} selected={chosen?.productSeq ?? null} />}
        </QueryState>
      </div>
      {chosen ? (
        <div className={styles.bottom}>
          <Button
            onClick={() => {
              useDraft.getState().setProduct(chosen.productSeq);
              navigate(paths.aiProfileInputInfo.path);
            }}
          >
            {formatWon(chosen.price)}으로 시작하기
          </Button>
        </div>
      ) : null}
    </>
  );
}
