// A breed's page: the editor's summary, traits and care notes, the contents for the breed, and
// the community's posts about it.
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  PageHeader,
  Skeleton,
  isNotFound,
  paths as app,
} from '@guardian/shared';
import { paths } from '../../../config/paths';
import { ContentCard } from '../../../components/content-card/content-card';
import { useEntryScroll } from '../../../lib/entry-scroll';
import { useBreedGuide } from '../api/get-breed-guide';
import styles from './breed-guide.module.css';

/** `breedSeq` null: the link names no breed (?breedSeq=0x10); it reads as one that is not there, unasked. */
export function BreedDetail({ breedSeq }: { breedSeq: number | null }) {
  const guide = useBreedGuide(breedSeq);
  const g = guide.data;
  // Opened from the list on the same path: start at the top, not where the list was scrolled.
  const anchor = useRef<HTMLDivElement>(null);
  useEntryScroll(anchor, Boolean(g));
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="품종 가이드" back heading={!g} />
      {breedSeq === null || (guide.isError && isNotFound(guide.error)) ? (
        // An old or mistyped link: retrying cannot help, the list can.
        <EmptyState
          title="품종을 찾을 수 없어요"
          description="주소가 바뀌었거나 없는 품종이에요. 품종 목록에서 찾아 주세요."
          action={
            <Button onClick={() => navigate(paths.curationBreed.path, { replace: true })}>
              품종 목록 보기
            </Button>
          }
        />
      ) : guide.isError && !g ? (
        <ErrorState
          error={guide.error}
          fallback="품종 가이드를 불러오지 못했어요."
          onRetry={() => void guide.refetch()}
        />
      ) : !g ? (
        <div
          ref={anchor}
          className={styles.detail}
          role="status"
          aria-busy="true"
          aria-label="품종 가이드를 불러오는 중"
        >
          <Skeleton height={28} width="50%" />
          <Skeleton height={60} />
          <Skeleton height={120} radius={12} />
        </div>
      ) : (
        <div ref={anchor} className={styles.detail}>
          <p className={styles.kind}>{g.kind === 'DOG' ? '강아지' : '고양이'}</p>
          <h1 className={styles.name}>{g.name}</h1>
          {g.note ? (
            <>
              <p className={styles.summary}>{g.note.summary}</p>
              {g.note.traits.length > 0 && (
                <dl className={styles.traits}>
                  {g.note.traits.map((t) => (
                    <div key={t.label} className={styles.trait}>
                      <dt>{t.label}</dt>
                      <dd>{t.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              <section aria-labelledby="care-notes">
                <h2 id="care-notes" className={styles.sectionTitle}>
                  관리 노트
                </h2>
                <ul className={styles.notes}>
                  {g.note.careNotes.map((n) => (
                    <li key={n.title} className={styles.note}>
                      <strong>{n.title}</strong>
                      <p>{n.body}</p>
                    </li>
                  ))}
                </ul>
              </section>
            </>
          ) : (
            <p className={styles.summary}>
              에디터가 아직 {g.name}의 관리 노트를 쓰지 않았어요. 같은 품종 보호자들의 이야기를 커뮤니티에서
              먼저 만나 보세요.
            </p>
          )}
          {g.contents.length > 0 && (
            <section aria-labelledby="breed-contents">
              <h2 id="breed-contents" className={styles.sectionTitle}>
                {g.name}에 관한 글
              </h2>
              <ul className={styles.contents}>
                {g.contents.map((c) => (
                  <li key={c.curationContentsSeq}>
                    <ContentCard content={c} wide />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {/* The community's search takes a breed by its number (?breedSeq=); by its name it searched for nothing. */}
          <Link to={`${app.communityResult}?breedSeq=${g.breedSeq}`} className={styles.community}>
            <span>커뮤니티에서 {g.name} 이야기 보기</span>
            <span aria-hidden="true">›</span>
          </Link>
        </div>
      )}
    </>
  );
}
