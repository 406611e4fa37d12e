// Breed from GET /v2/breeds?kind=, narrowed by a search box.
import { useState } from 'react';
import styles from './breed-picker.module.css';
import { errorMessage, useBreeds, Skeleton, type Breed } from '../index';
import { Chip, TextField, enterPutsKeyboardAway } from '@guardian/shared/forms';

/** As many chips as the list shows (a search narrows the rest in). */
const SHOWN = 30;
const isMix = (b: Breed) => b.name.startsWith('믹스');

/**
 * 믹스견 and 믹스묘 first: the most common answer in Korea, and the API's last (its list is in breed number order), so
 * without typing 믹스 they were not among the chips shown.
 */
const mixFirst = (breeds: Breed[]) => [...breeds.filter(isMix), ...breeds.filter((b) => !isMix(b))];

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
  const matches = mixFirst((query.data ?? []).filter((b) => b.name.includes(search.trim()))).slice(0, SHOWN);

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
