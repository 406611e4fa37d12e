// `/community/search`: a search box, a breed filter and the recent searches of this device (each
// can be deleted, or all at once). Searching opens /community/result, whose query leads back here with
// `?keyword=…&breedSeq=…` so the search is changed rather than typed again.
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, PageHeader, QueryState, routeId } from '@guardian/shared';
import { Chip, FormError, tooLongMessage, useWhyBlocked } from '@guardian/shared/forms';
import { useAllBreeds } from '../../../api/breeds';
import { LIMITS } from '../../../api/types';
import { resultHref } from '../../../config/paths';
import { addRecent, clearRecent, readRecent, removeRecent } from '../lib/recent-searches';
import styles from './search.module.css';

const POPULAR_BREEDS = ['말티즈', '푸들', '포메라니안', '비숑 프리제', '코리안 숏헤어', '러시안 블루'];

export function SearchScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(() => params.get('keyword') ?? '');
  // The breed the search came back with; its chip shows (selected) even when it is not a popular one, so the
  // filter the next search keeps is one that can be seen and taken off.
  const [broughtBreed] = useState(() => routeId(params.get('breedSeq')));
  const [breedSeq, setBreedSeq] = useState<number | null>(broughtBreed);
  const [recent, setRecent] = useState(readRecent);
  // 검색 with nothing to look for says so and a tap takes the focus into the box (the keyboard comes up), where a
  // grey button did nothing and a screen reader skipped it.
  const inputRef = useRef<HTMLInputElement>(null);
  // The API refuses a search over 50 characters (an emoji is one) rather than cut it: one that long stays in the box
  // as typed or pasted and says how much to cut, under the box, and 검색 waits till it fits (a tap goes to the box).
  // Not the browser's maxlength, which counted an emoji as two (25 filled it) and cut a paste without a word.
  const tooLong = tooLongMessage('검색어는', keyword.trim(), LIMITS.keyword);
  const tooLongId = useId();
  const why = useWhyBlocked(
    tooLong
      ? { hint: tooLong, field: () => inputRef.current, describedBy: tooLongId }
      : keyword.trim() || breedSeq
        ? null
        : { hint: '검색어를 입력하거나 품종을 골라 주세요.', field: () => inputRef.current },
  );
  // A deleted word takes its × with it: the focus goes on to the × now in its place (or the one before), and to
  // the heading when none is left, not to the page's top.
  const recentRef = useRef<HTMLElement>(null);
  const focusAfterDelete = useRef<number | null>(null);
  useEffect(() => {
    const at = focusAfterDelete.current;
    if (at === null) return;
    focusAfterDelete.current = null;
    const removes = recentRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove]') ?? [];
    (removes[Math.min(at, removes.length - 1)] ?? recentRef.current?.querySelector('h2'))?.focus();
  }, [recent]);
  const breeds = useAllBreeds();
  const breedChips = breeds.breeds.filter(
    (b) => POPULAR_BREEDS.includes(b.name) || b.breedSeq === broughtBreed,
  );

  const go = (word: string, breed = breedSeq) => {
    const w = word.trim();
    if (!w && !breed) return;
    if (w) setRecent(addRecent(w));
    navigate(resultHref(w, breed));
  };

  return (
    <>
      <PageHeader title="커뮤니티 검색" back />
      <div className={styles.page}>
        <div className={styles.field}>
          <form
            role="search"
            className={styles.box}
            onSubmit={(e) => {
              e.preventDefault();
              if (!why.stopped()) go(keyword);
            }}
          >
            <input
              ref={inputRef}
              className={styles.input}
              type="search"
              enterKeyHint="search"
              aria-label="검색어"
              placeholder="예: 산책, 사료, 미용"
              value={keyword}
              aria-invalid={tooLong ? true : undefined}
              aria-describedby={tooLong ? tooLongId : undefined}
              onChange={(e) => setKeyword(e.target.value)}
            />
            <Button type="submit" fullWidth={false} {...why.buttonProps}>
              검색
            </Button>
            {/* The button's description only: on screen, the box's placeholder and the chips below say it. */}
            {why.hiddenHint}
          </form>
          {tooLong ? (
            <div id={tooLongId}>
              <FormError message={tooLong} />
            </div>
          ) : null}
        </div>

        <section aria-labelledby="breed-filter" className={styles.section}>
          <h2 id="breed-filter" className={styles.heading}>
            품종으로 찾기
          </h2>
          {/* Either kind failing leaves the chips half there; say so and offer another go instead. */}
          <QueryState
            query={breeds}
            skeleton={
              // The same chips, disabled until their breeds arrive: a shorter placeholder let 최근 검색어 jump
              // down when they wrapped onto a second line (CLS 0.013).
              <div className={styles.chips} aria-busy="true">
                {POPULAR_BREEDS.map((name) => (
                  <Chip key={name} disabled>
                    #{name}
                  </Chip>
                ))}
              </div>
            }
            errorFallback="품종을 불러오지 못했어요."
          >
            {() => (
              <div className={styles.chips}>
                {breedChips.map((b) => (
                  <Chip
                    key={b.breedSeq}
                    selected={breedSeq === b.breedSeq}
                    onClick={() => {
                      const next = breedSeq === b.breedSeq ? null : b.breedSeq;
                      setBreedSeq(next);
                      if (!keyword.trim() && next) go('', next);
                    }}
                  >
                    #{b.name}
                  </Chip>
                ))}
              </div>
            )}
          </QueryState>
        </section>

        <section aria-labelledby="recent" className={styles.section} ref={recentRef}>
          <div className={styles.sectionHead}>
            <h2 id="recent" className={styles.heading} tabIndex={-1}>
              최근 검색어
            </h2>
            {recent.length ? (
              <button
                type="button"
                className={styles.textButton}
                onClick={() => {
                  focusAfterDelete.current = 0;
                  setRecent(clearRecent());
                }}
              >
                전체 삭제
              </button>
            ) : null}
          </div>
          {recent.length ? (
            <ul className={styles.recent}>
              {recent.map((w, i) => (
                <li key={w} className={styles.recentItem}>
                  <button type="button" className={styles.recentWord} onClick={() => go(w)}>
                    {w}
                  </button>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`최근 검색어 ${w} 삭제`}
                    data-remove
                    onClick={() => {
                      focusAfterDelete.current = i;
                      setRecent(removeRecent(w));
                    }}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>최근 검색어가 없어요. 궁금한 낱말로 찾아보세요.</p>
          )}
        </section>
      </div>
    </>
  );
}
