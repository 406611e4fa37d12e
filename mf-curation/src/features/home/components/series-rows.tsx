// 홈's curated series: one sideways row of contents per series. Fails alone (retry in place).
import { EmptyState, ErrorState } from '@guardian/shared';
import { ContentCard } from '../../../components/content-card/content-card';
import { useCurationHome } from '../api/get-curation-home';
import { RowSkeleton } from './row-skeleton';
import styles from './rows.module.css';

export function SeriesRows() {
  const home = useCurationHome();
  // A refresh that fails (back on 홈 over a weak connection) keeps the rows it showed.
  if (home.isError && !home.data)
    return (
      <section className={styles.section} aria-label="큐레이션">
        <ErrorState
          error={home.error}
          fallback="추천 콘텐츠를 불러오지 못했어요."
          onRetry={() => void home.refetch()}
        />
      </section>
    );
  if (!home.data)
    return (
      <section className={styles.section} aria-label="큐레이션">
        <div className={styles.headSkeleton} />
        <RowSkeleton label="추천 콘텐츠를 불러오는 중" />
      </section>
    );
  if (home.data.series.length === 0)
    return (
      <section className={styles.section} aria-label="큐레이션">
        <EmptyState
          title="아직 준비된 콘텐츠가 없어요"
          description="곧 반려생활에 도움이 되는 글로 찾아올게요."
        />
      </section>
    );
  return (
    <>
      {home.data.series.map((series) => (
        <section
          key={series.curationSeq}
          className={styles.section}
          aria-labelledby={`series-${series.curationSeq}`}
        >
          <div className={styles.head}>
            <h2 id={`series-${series.curationSeq}`} className={styles.title}>
              {series.title}
            </h2>
            {series.subtitle && <p className={styles.subtitle}>{series.subtitle}</p>}
          </div>
          <ul className={styles.row}>
            {series.contents.map((c) => (
              <li key={c.curationContentsSeq}>
                <ContentCard content={c} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
