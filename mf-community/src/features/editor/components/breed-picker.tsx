// The breed tag: a button showing the chosen breed, a sheet with the breed list (dogs, cats) and a
// filter box; "태그 없음" clears it.
import { useMemo, useState } from 'react';
import { BottomSheet, Button, QueryState, Skeleton } from '@guardian/shared';
import { enterPutsKeyboardAway } from '@guardian/shared/forms';
import { useAllBreeds } from '../../../api/breeds';
import styles from './edit.module.css';

export function BreedPicker({
  value,
  valueName,
  onChange,
}: {
  value: number | null;
  valueName: string | null;
  onChange: (breedSeq: number | null, name: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const all = useAllBreeds();
  const name = valueName ?? all.breeds.find((b) => b.breedSeq === value)?.name ?? null;
  const shown = useMemo(
    () => all.breeds.filter((b) => !filter.trim() || b.name.includes(filter.trim())),
    [all.breeds, filter],
  );
  const choose = (seq: number | null, n: string | null) => {
    onChange(seq, n);
    setOpen(false);
    setFilter('');
  };

  return (
    <div className={styles.field}>
      <span className={styles.label} id="breed-label">
        품종 태그
      </span>
      {/* Opens the list: it says so (a dialog, open or not) and shows it with the chevron of the app's other choices. */}
      <button
        type="button"
        className={styles.breedButton}
        aria-labelledby="breed-label breed-value"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span id="breed-value">{name ? `#${name}` : '품종을 골라 주세요 (선택)'}</span>
        <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title="품종 태그" closeOnBack>
        <input
          className={styles.filter}
          type="search"
          aria-label="품종 찾기"
          placeholder="품종 이름으로 찾기"
          // The list filters as it is typed: the keyboard's 검색 puts the keyboard away, over most of the list.
          enterKeyHint="search"
          autoComplete="off"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          onKeyDown={enterPutsKeyboardAway}
        />
        <QueryState
          query={all}
          skeleton={
            <div role="status" aria-busy="true" aria-label="품종을 불러오는 중">
              <Skeleton height={48} />
            </div>
          }
          errorFallback="품종을 불러오지 못했어요."
        >
          {() => (
            <ul className={styles.breedList}>
              {shown.map((b) => (
                <li key={b.breedSeq}>
                  <button
                    type="button"
                    className={`${styles.breedOption} ${b.breedSeq === value ? styles.breedOn : ''}`}
                    aria-pressed={b.breedSeq === value}
                    onClick={() => choose(b.breedSeq, b.name)}
                  >
                    {b.name}
                    <span className={styles.kind}>{b.kind === 'CAT' ? '고양이' : '강아지'}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        {value !== null ? (
          <Button variant="tertiary" onClick={() => choose(null, null)}>
            태그 없음
          </Button>
        ) : null}
      </BottomSheet>
    </div>
  );
}
