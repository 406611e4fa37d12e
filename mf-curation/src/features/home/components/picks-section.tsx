// 우리 아이 맞춤: contents for my pets' breeds. Only when logged in; fails alone.
import { Link } from 'react-router-dom';
import { ErrorState, paths as app, useIsLoggedIn, useSessionStore } from '@guardian/shared';
import { ContentCard } from '../../../components/content-card/content-card';
import { usePicks } from '../api/get-picks';
import { RowSkeleton } from './row-skeleton';
import styles from './rows.module.css';

/**
 * The first two and how many more: '코코, 나비 외 8마리'. An owner of ten pets had every name and every breed
 * spelled out, seven lines above the row they introduce.
 */
function someOf(items: string[], counter: string) {
  return items.length <= 2
    ? items.join(', ')
    : `${items.slice(0, 2).join(', ')} 외 ${items.length - 2}${counter}`;
}

export function PicksSection() {
  const loggedIn = useIsLoggedIn();
  const picks = usePicks(loggedIn);
  // No pet yet (a new owner): the nudge opens 마이페이지's 반려동물 추가 form itself; with pets, their list.
  const noPet = useSessionStore((s) => s.user?.pets.length === 0);
  if (!loggedIn) return null;
  const names = picks.data?.breeds.flatMap((b) => b.petNames) ?? [];
  const breeds = someOf(picks.data?.breeds.map((b) => b.name) ?? [], '종');
  return (
    <section className={`${styles.section} ${styles.picks}`} aria-labelledby="picks-title">
      <div className={styles.head}>
        <h2 id="picks-title" className={styles.title}>
          우리 아이 맞춤
        </h2>
        {picks.data && picks.data.breeds.length > 0 && (
          <p className={styles.subtitle}>
            {someOf(names, '마리')}의 품종({breeds})에 맞춘 글
          </p>
        )}
      </div>
      {picks.isError && !picks.data ? (
        <ErrorState
          error={picks.error}
          fallback="맞춤 콘텐츠를 불러오지 못했어요."
          onRetry={() => void picks.refetch()}
        />
      ) : !picks.data ? (
        <RowSkeleton label="맞춤 콘텐츠를 불러오는 중" />
      ) : picks.data.breeds.length === 0 ? (
        <Link to={noPet ? `${app.myInfo}?pet=new` : app.myInfo} className={styles.nudge}>
          <span>
            <strong>{noPet ? '우리 아이를 등록해 주세요' : '반려동물의 품종을 알려 주세요'}</strong>
            <span>품종에 맞는 관리법과 글을 골라 드려요</span>
          </span>
          <span aria-hidden="true">›</span>
        </Link>
      ) : picks.data.contents.length === 0 ? (
        <Link to={app.curationBreed} className={styles.nudge}>
          <span>
            <strong>아직 우리 아이 품종의 글이 없어요</strong>
            <span>품종 가이드에서 관리 노트를 먼저 살펴보세요</span>
          </span>
          <span aria-hidden="true">›</span>
        </Link>
      ) : (
        <ul className={styles.row}>
          {picks.data.contents.map((c) => (
            <li key={c.curationContentsSeq}>
              <ContentCard content={c} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
