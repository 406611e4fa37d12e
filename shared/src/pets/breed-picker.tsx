// Breed from GET /v2/breeds?kind=, narrowed by a search box.
import { useState } from 'react';
import styles from './breed-picker.module.css';
import { errorMessage, useBreeds, Skeleton } from '../index';
import { Chip, TextField, enterPutsKeyboardAway } from '@guardian/shared/forms';

/** As many chips as the list shows (a search narrows the rest in). */
const SHOWN = 30;

interface Props {
  kind: 'DOG' | 'CAT';
  value: number | null;
  onChange: (breedSeq: number) => void;
  error?: string;
  /** Shown as the chosen breed before the list has arrived (a pet being edited). */
  initialName?: string | null;
}

export function BreedPicker({ kind, value, onChange, error, initialName }: Props) {
  const [search, setSearch] = useState('');
  const query = useBreeds(kind);
  const selectedName = query.data?.find((b) => b.breedSeq === value)?.name ?? (value ? initialName : null);
  // In the API's order: 믹스견 (믹스묘) first, so the most common answer is among the chips without typing.
  const matches = (query.data ?? []).filter((b) => b.name.includes(search.trim())).slice(0, SHOWN);

  return (
    <div className={styles.picker}>
      <TextField
        label="품종"
        placeholder="품종 이름으로 찾기"
        // The list filters as it is typed: the keyboard's 검색 puts the keyboard away, over most of the list.
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={enterPutsKeyboardAway}
        error={error}
        hint={selectedName ? `선택한 품종: ${selectedName}` : undefined}
      />
      {query.isPending ? (
        <Skeleton height={36} />
      ) : query.isError ? (
        <p className={styles.error}>{errorMessage(query.error)}</p>
      ) : matches.length === 0 ? (
        <p className={styles.empty}>찾는 품종이 없어요. 다른 이름으로 찾아보세요.</p>
      ) : (
        <div className={styles.options} role="group" aria-label="품종 목록">
          {matches.map((b) => (
            <Chip key={b.breedSeq} selected={b.breedSeq === value} onClick={() => onChange(b.breedSeq)}>
              {b.name}
            </Chip>
          ))}
        </div>
      )}
    </div>
  );
}
