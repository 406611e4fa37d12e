// 품종 가이드 (/curation/breed): dog and cat tabs over the breed list, searchable by Korean name
// or initial consonants (ㅍㅁ → 포메라니안); `?breedSeq=` opens a breed's page.
import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  PageHeader,
  Skeleton,
  Tabs,
  TextField,
  formatCount,
  useBreeds,
  type PetKind,
} from '@guardian/shared';
import { paths } from '../../../config/paths';
import { useGuidedBreeds } from '../api/get-guided-breeds';
import { matchesKorean } from '../lib/hangul-search';
import { BreedDetail } from './breed-detail';
import styles from './breed-guide.module.css';

const KINDS: { value: PetKind; label: string }[] = [
  { value: 'DOG', label: '강아지' },
  { value: 'CAT', label: '고양이' },
];

export function BreedGuideScreen() {
  const [search, setSearch] = useSearchParams();
  const breedSeq = Number(search.get('breedSeq'));
  if (breedSeq > 0) return <BreedDetail breedSeq={breedSeq} />;
  const kind: PetKind = search.get('kind') === 'CAT' ? 'CAT' : 'DOG';
  return (
    <BreedList kind={kind} onKind={(k) => setSearch(k === 'DOG' ? {} : { kind: k }, { replace: true })} />
  );
}

function BreedList({ kind, onKind }: { kind: PetKind; onKind: (k: PetKind) => void }) {
  const [query, setQuery] = useState('');
  const words = useDeferredValue(query);
  const breeds = useBreeds(kind);
  // Marks only: the list works without it.
  const guided = new Set(useGuidedBreeds().data?.breedSeqs);
  const shown = breeds.data?.filter((b) => matchesKorean(b.name, words)) ?? [];

  return (
    <>
      <PageHeader title={paths.curationBreed.title} back />
      <div className={styles.controls}>
        <Tabs label="종류" items={KINDS} value={kind} onChange={onKind} />
        <TextField
          label="품종 검색"
          placeholder="예: 말티즈, ㅍㅁ, 코리안 숏"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          type="search"
        />
      </div>
      {breeds.isError ? (
        <ErrorState
          error={breeds.error}
          fallback="품종 목록을 불러오지 못했어요."
          onRetry={() => void breeds.refetch()}
        />
      ) : !breeds.data ? (
        <div className={styles.list} role="status" aria-busy="true" aria-label="품종 목록을 불러오는 중">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} height={44} radius={8} />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <EmptyState
          title="찾는 품종이 없어요"
          description="이름을 줄이거나 초성(예: ㅍㅁ)으로 검색해 보세요."
        />
      ) : (
        <>
          <p className={styles.count}>{formatCount(shown.length)}개 품종</p>
          <ul className={styles.list}>
            {shown.map((b) => (
              <li key={b.breedSeq}>
                <Link to={`?breedSeq=${b.breedSeq}`} className={styles.item}>
                  <span>
                    {b.name}
                    {guided.has(b.breedSeq) && <span className={styles.guide}>관리 노트</span>}
                  </span>
                  <span aria-hidden="true">›</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
