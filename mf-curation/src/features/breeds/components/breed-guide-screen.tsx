// 품종 가이드: the dog and cat breed list, searchable by name.
import { useDeferredValue, useState } from 'react';
import {
  Chip,
  EmptyState,
  ErrorState,
  PageHeader,
  Skeleton,
  TextField,
  errorMessage,
  formatCount,
  useBreeds,
  type PetKind,
} from '@guardian/shared';
import { paths } from '../../../config/paths';
import styles from './breed-guide.module.css';

const KINDS: { kind: PetKind; label: string }[] = [
  { kind: 'DOG', label: '강아지' },
  { kind: 'CAT', label: '고양이' },
];

export function BreedGuideScreen() {
  const [kind, setKind] = useState<PetKind>('DOG');
  const [query, setQuery] = useState('');
  const words = useDeferredValue(query.trim().replace(/\s+/g, ''));
  const breeds = useBreeds(kind);
  const shown = breeds.data?.filter((b) => b.name.replace(/\s+/g, '').includes(words)) ?? [];

  return (
    <>
      <PageHeader title={paths.curationBreed.title} back />
      <div className={styles.controls}>
        <div className={styles.kinds} role="group" aria-label="종류">
          {KINDS.map((k) => (
            <Chip key={k.kind} selected={kind === k.kind} onClick={() => setKind(k.kind)}>
              {k.label}
            </Chip>
          ))}
        </div>
        <TextField
          label="품종 검색"
          placeholder="예: 말티즈, 코리안 숏헤어"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          type="search"
        />
      </div>
      {breeds.isError ? (
        <ErrorState
          message={errorMessage(breeds.error, '품종 목록을 불러오지 못했어요.')}
          onRetry={() => void breeds.refetch()}
        />
      ) : !breeds.data ? (
        <div className={styles.list} aria-busy="true" aria-label="품종 목록을 불러오는 중">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} height={44} radius={8} />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <EmptyState title="찾는 품종이 없어요" description="이름을 줄이거나 다른 표기로 검색해 보세요." />
      ) : (
        <>
          <p className={styles.count}>{formatCount(shown.length)}개 품종</p>
          <ul className={styles.list}>
            {shown.map((b) => (
              <li key={b.breedSeq} className={styles.item}>
                {b.name}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
