// /ai-profile/product-example: one example picture per style, and which pack has it.
import { useNavigate } from 'react-router-dom';
import { Button, PageHeader, QueryState, Skeleton } from '@guardian/shared';
import { paths } from '../../../config/paths';
import { useProducts } from '../api/get-products';
import { STYLE_EXAMPLES } from '../lib/examples';
import styles from './ai-profile.module.css';

export function ProductExampleScreen() {
  const products = useProducts();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={paths.aiProfileProductExample.title} back />
      <div className={styles.page}>
        <p className={styles.lead}>
          아래 사진은 그림으로 그린 강아지 한 장으로 만든 예시예요. 실제 결과는 올려 주신 사진의 아이 모습으로
          만들어져요.
        </p>
        <QueryState
          query={products}
          errorFallback="스타일을 불러오지 못했어요."
          skeleton={
            <div className={styles.grid} role="status" aria-busy="true" aria-label="예시를 불러오는 중">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={160} radius={12} />
              ))}
            </div>
          }
          isEmpty={(list) => list.length === 0}
          empty={{ title: '보여 드릴 스타일이 없어요', description: '곧 새로운 스타일로 찾아올게요.' }}
        >
          {(list) => {
            const all = list
              .flatMap((p) => p.styles)
              .filter((s, i, a) => a.findIndex((x) => x.code === s.code) === i);
            const basic = new Set(list[0]?.styles.map((s) => s.code));
            return (
              <ul className={styles.grid} aria-label="스타일 예시">
                {all.map((s, i) => (
                  <li key={s.code} className={styles.tile}>
                    {/* The first is the page's largest paint (its HTML preloads it); the others load as laid out. */}
                    <img
                      src={STYLE_EXAMPLES[s.code]}
                      alt={`${s.name} 예시`}
                      width={180}
                      height={180}
                      loading={i === 0 ? 'eager' : 'lazy'}
                      fetchPriority={i === 0 ? 'high' : undefined}
                    />
                    <span className={styles.caption}>
                      {s.name}
                      {basic.has(s.code) ? '' : ` · ${list[list.length - 1]?.name ?? ''}`}
                    </span>
                  </li>
                ))}
              </ul>
            );
          }}
        </QueryState>
      </div>
      <div className={styles.bottom}>
        <Button onClick={() => navigate(paths.aiProfileInputInfo.path)}>이 스타일로 만들기</Button>
      </div>
    </>
  );
}
