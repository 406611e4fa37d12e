// Multi-select sheets for regions (grouped by 시·도) and facilities. The choice applies on
// 적용, so closing the sheet leaves the filters as they were.
import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  BottomSheet,
  BottomSheetActions,
  Button,
  ErrorState,
  Skeleton,
  type Facility,
  type Region,
} from '@guardian/shared';
import { Chip } from '@guardian/shared/forms';
import { toggle } from '../lib/search-filters';
import styles from './search-filters.module.css';

interface SheetProps<T> {
  open: boolean;
  query: UseQueryResult<T[]>;
  selected: number[];
  onClose: () => void;
  onApply: (seqs: number[]) => void;
}

export function RegionSheet(props: SheetProps<Region>) {
  return (
    <MultiSelectSheet
      {...props}
      title="지역 선택"
      render={(items, picked, flip) => {
        const groups = new Map<string, Region[]>();
        for (const r of items) groups.set(r.sido, [...(groups.get(r.sido) ?? []), r]);
        return [...groups].map(([sido, list]) => (
          <fieldset key={sido} className={styles.group}>
            <legend>{sido}</legend>
            <div className={styles.chips}>
              {list.map((r) => (
                <Chip
                  key={r.regionSeq}
                  selected={picked.includes(r.regionSeq)}
                  onClick={() => flip(r.regionSeq)}
                >
                  {r.sigungu}
                </Chip>
              ))}
            </div>
          </fieldset>
        ));
      }}
    />
  );
}

export function FacilitySheet(props: SheetProps<Facility>) {
  return (
    <MultiSelectSheet
      {...props}
      title="편의시설 선택"
      render={(items, picked, flip) => (
        <div className={styles.chips}>
          {items.map((f) => (
            <Chip
              key={f.facilitiesSeq}
              selected={picked.includes(f.facilitiesSeq)}
              onClick={() => flip(f.facilitiesSeq)}
            >
              {f.name}
            </Chip>
          ))}
        </div>
      )}
    />
  );
}

function MultiSelectSheet<T>({
  open,
  query,
  selected,
  onClose,
  onApply,
  title,
  render,
}: SheetProps<T> & {
  title: string;
  render: (items: T[], picked: number[], flip: (seq: number) => void) => ReactNode;
}) {
  return (
    <BottomSheet open={open} onClose={onClose} title={title}>
      {open ? <SheetBody query={query} selected={selected} onApply={onApply} render={render} /> : null}
    </BottomSheet>
  );
}

function SheetBody<T>({
  query,
  selected,
  onApply,
  render,
}: Pick<SheetProps<T>, 'query' | 'selected' | 'onApply'> & {
  render: (items: T[], picked: number[], flip: (seq: number) => void) => ReactNode;
}) {
  const [picked, setPicked] = useState(selected);
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        fallback="목록을 불러오지 못했어요."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <Skeleton height={160} radius={12} />;
  return (
    <div className={styles.sheet}>
      <div className={styles.sheetBody}>
        {render(query.data, picked, (seq) => setPicked((p) => toggle(p, seq)))}
      </div>
      <BottomSheetActions>
        <span className={styles.reset}>
          <Button variant="tertiary" onClick={() => setPicked([])}>
            초기화
          </Button>
        </span>
        <Button onClick={() => onApply(picked)}>{picked.length ? `${picked.length}개 적용` : '적용'}</Button>
      </BottomSheetActions>
    </div>
  );
}
