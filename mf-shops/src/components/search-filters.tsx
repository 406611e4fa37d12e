// The shop search filters (discovery and online reservation): category chips, region and
// facility sheets, sort. Controlled, so a search page keeps them in local state and a result
// page in the URL.
import { useEffect, useRef } from 'react';
import {
  SHOP_CATEGORIES,
  SHOP_ORDERS,
  type OrderBy,
  type ShopCategory,
  useSheetEntry,
} from '@guardian/shared';
import { Chip } from '@guardian/shared/forms';
import { useFacilitiesConfig } from '../api/get-facilities-config';
import { useRegionConfig } from '../api/get-region-config';
import type { SearchFilters as Filters, SetFilters } from '../lib/search-filters';
import { FacilitySheet, RegionSheet } from './filter-sheets';
import styles from './search-filters.module.css';

// A chip or 정렬 shows the choice itself: its change renders at the tap (see useAddressFilters).
const AT_TAP = { atTap: true };

export function SearchFilters({ value, onChange }: { value: Filters; onChange: SetFilters }) {
  // Each sheet is a history entry of its own: the phone's back closes it rather than leaving the page. A choice
  // applied there waits until the sheet's entry is gone, so it lands on the page's own (a result page keeps its
  // filters in its address) instead of on the entry that back is about to leave.
  const { sheet, open, close } = useSheetEntry<'region' | 'facility'>();
  const applied = useRef<Filters | null>(null);
  useEffect(() => {
    if (sheet !== null || applied.current === null) return;
    const next = applied.current;
    applied.current = null;
    onChange(next);
  }, [sheet, onChange]);
  const apply = (next: Filters) => {
    applied.current = next;
    close();
  };
  const regions = useRegionConfig();
  const facilities = useFacilitiesConfig();

  // An address can name a region or facility that is not in the lists (an old link, one edited by hand): the search
  // then finds nothing, so the page says which choice it cannot find instead of reading 전체 지역, and the sheets
  // start from the choices that exist.
  const region = picked(
    value.regionSeqs,
    regions.data,
    (r) => r.regionSeq,
    (r) => r.sigungu,
  );
  const facility = picked(
    value.facilitiesSeqs,
    facilities.data,
    (f) => f.facilitiesSeq,
    (f) => f.name,
  );
  const { names: regionNames, lost: lostRegion } = region;
  const { names: facilityNames, lost: lostFacility } = facility;

  return (
    <div className={styles.filters}>
      <div className={styles.categoryChips} role="group" aria-label="업종">
        <Chip
          selected={value.category === null}
          onClick={() => onChange({ ...value, category: null }, AT_TAP)}
        >
          전체
        </Chip>
        {SHOP_CATEGORIES.map((c) => (
          <Chip
            key={c.value}
            selected={value.category === c.value}
            onClick={() =>
              onChange(
                { ...value, category: value.category === c.value ? null : (c.value as ShopCategory) },
                AT_TAP,
              )
            }
          >
            {c.label}
          </Chip>
        ))}
      </div>
      <div className={styles.row}>
        <button type="button" className={styles.select} onClick={() => open('region')} aria-haspopup="dialog">
          <span className={styles.selectLabel}>지역</span>
          <span className={styles.selectValue}>
            {lostRegion && !regionNames.length
              ? '찾을 수 없는 지역'
              : summary(regionNames, '전체 지역', '곳')}
          </span>
        </button>
        <button
          type="button"
          className={styles.select}
          onClick={() => open('facility')}
          aria-haspopup="dialog"
        >
          <span className={styles.selectLabel}>편의시설</span>
          <span className={styles.selectValue}>
            {lostFacility && !facilityNames.length
              ? '찾을 수 없는 편의시설'
              : summary(facilityNames, '전체', '개')}
          </span>
        </button>
      </div>
      {lostRegion || lostFacility ? (
        <div className={styles.lost} role="status">
          <p>
            {lostRegion && lostFacility
              ? '고른 지역과 편의시설 중 찾을 수 없는 것이 있어요.'
              : lostRegion
                ? '고른 지역 중 찾을 수 없는 지역이 있어요.'
                : '고른 편의시설 중 찾을 수 없는 것이 있어요.'}{' '}
            다시 골라 주세요.
          </p>
          {lostRegion ? (
            <button type="button" className={styles.lostAction} onClick={() => open('region')}>
              지역 다시 고르기
            </button>
          ) : null}
          {lostFacility ? (
            <button type="button" className={styles.lostAction} onClick={() => open('facility')}>
              편의시설 다시 고르기
            </button>
          ) : null}
        </div>
      ) : null}
      <label className={styles.sort}>
        <span>정렬</span>
        <select
          value={value.orderBy}
          onChange={(e) => onChange({ ...value, orderBy: e.target.value as OrderBy }, AT_TAP)}
        >
          {SHOP_ORDERS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <RegionSheet
        open={sheet === 'region'}
        query={regions}
        selected={region.seqs}
        onClose={close}
        onApply={(regionSeqs) => apply({ ...value, regionSeqs })}
      />
      <FacilitySheet
        open={sheet === 'facility'}
        query={facilities}
        selected={facility.seqs}
        onClose={close}
        onApply={(facilitiesSeqs) => apply({ ...value, facilitiesSeqs })}
      />
    </div>
  );
}

/**
 * Of the chosen seqs, those the list has (all of them until it has loaded), the names of those, and whether any
 * chosen one is missing from it.
 */
function picked<T>(
  chosen: number[],
  list: T[] | undefined,
  seqOf: (t: T) => number,
  nameOf: (t: T) => string,
) {
  const found = (list ?? []).filter((t) => chosen.includes(seqOf(t)));
  const seqs = list ? chosen.filter((seq) => found.some((t) => seqOf(t) === seq)) : chosen;
  return { seqs, names: found.map(nameOf), lost: seqs.length < chosen.length };
}

/** "성동구 외 2곳", "주차 외 1개": the first choice and how many more, counted in `unit`. */
const summary = (names: string[], none: string, unit: string) =>
  names.length === 0 ? none : names.length === 1 ? names[0] : `${names[0]} 외 ${names.length - 1}${unit}`;
