// 품종 가이드 (/curation/breed): dog and cat tabs over the breed list, searchable by Korean name
// or initial consonants (ㅍㅁ → 포메라니안); `?breedSeq=` opens a breed's page. The tab and the search words
// live in the list's URL (`?kind=CAT&q=`; the words once the typing rests, or as a breed is opened), so coming back
// from a breed's page shows the same list, scrolled where it was.
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  PageHeader,
  Skeleton,
  Tabs,
  formatCount,
  routeId,
  useBreeds,
  type Breed,
  type PetKind,
} from '@guardian/shared';
import { TextField, enterPutsKeyboardAway } from '@guardian/shared/forms';
import { paths } from '../../../config/paths';
import { useEntryScroll } from '../../../lib/entry-scroll';
import { useGuidedBreeds } from '../api/get-guided-breeds';
import { matchesKorean } from '../lib/hangul-search';
import { BreedDetail } from './breed-detail';
import styles from './breed-guide.module.css';

const KINDS: { value: PetKind; label: string }[] = [
  { value: 'DOG', label: '강아지' },
  { value: 'CAT', label: '고양이' },
];

/**
 * How long the typing rests before its words go to the address. Each write is a navigation that every screen part
 * reading the location renders again for (the shell's header and tab bar too): at every letter, that work came
 * between a slow phone's keystrokes.
 */
export const SEARCH_WRITE_DELAY_MS = 500;

/** The list's address: the tab (강아지 is the default) and the search words. */
const listSearch = ({ kind, q }: { kind: PetKind; q: string }) =>
  new URLSearchParams({ ...(kind === 'DOG' ? {} : { kind }), ...(q ? { q } : {}) }).toString();

/** What the search field suggests, from the tab's own breeds: a whole name, initials, the start of a name. */
const SEARCH_EXAMPLE: Record<PetKind, string> = {
  DOG: '예: 말티즈, ㅍㅁ, 골든',
  CAT: '예: 페르시안, ㄹㅅㅇ, 코리안 숏',
};

export function BreedGuideScreen() {
  const [search, setSearch] = useSearchParams();
  // A link to a breed's page; one whose number names no breed (?breedSeq=0x10 is not breed 16) says it is not there.
  const breedParam = search.get('breedSeq');
  if (breedParam) return <BreedDetail breedSeq={routeId(breedParam)} />;
  const kind: PetKind = search.get('kind') === 'CAT' ? 'CAT' : 'DOG';
  const show = (next: { kind: PetKind; q: string }) => setSearch(listSearch(next), { replace: true });
  return <BreedList kind={kind} savedQuery={search.get('q') ?? ''} onShow={show} />;
}

function BreedList({
  kind,
  savedQuery,
  onShow,
}: {
  kind: PetKind;
  /** The words this list was searched with before (from the URL). */
  savedQuery: string;
  onShow: (next: { kind: PetKind; q: string }) => void;
}) {
  // The field's own state (typing, Korean composition included), written through to the URL once settled.
  const [query, setQuery] = useState(savedQuery);
  const words = useDeferredValue(query);
  const breeds = useBreeds(kind);
  // Marks only: the list works without it.
  const guidedSeqs = useGuidedBreeds().data?.breedSeqs;
  const guided = useMemo(() => new Set(guidedSeqs), [guidedSeqs]);
  // Filtered on the deferred words, once per change of them: the keystroke's own render (the field, with the words
  // the list already shows) neither filters again nor re-renders the rows, which a slow phone does after the letter
  // is on screen.
  const shown = useMemo(
    () => breeds.data?.filter((b) => matchesKorean(b.name, words)) ?? [],
    [breeds.data, words],
  );
  const anchor = useRef<HTMLDivElement>(null);
  useEntryScroll(anchor, Boolean(breeds.data));

  // What the page shows now, for the callbacks below that run later (a tab tapped meanwhile changes `kind`).
  const latest = useRef({ query, savedQuery, kind, onShow });
  latest.current = { query, savedQuery, kind, onShow };
  useEffect(() => {
    if (words === savedQuery) return;
    const write = setTimeout(() => {
      const now = latest.current;
      if (words !== now.savedQuery) now.onShow({ kind: now.kind, q: words });
    }, SEARCH_WRITE_DELAY_MS);
    return () => clearTimeout(write);
    // Only the settled words write to the URL, once the typing rests; the URL answering back changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [words]);

  // A breed opened before the words reached the address: they go there first, so that back finds them.
  const navigate = useNavigate();
  const openBreed = useCallback(
    (event: React.MouseEvent, breedSeq: number) => {
      const { query: q, savedQuery: saved, kind: k } = latest.current;
      if (q === saved) return;
      event.preventDefault();
      void (async () => {
        await navigate({ search: listSearch({ kind: k, q }) }, { replace: true });
        await navigate(`?breedSeq=${breedSeq}`);
      })();
    },
    [navigate],
  );

  return (
    <>
      <PageHeader title={paths.curationBreed.title} back />
      <div className={styles.controls} ref={anchor}>
        <Tabs label="종류" items={KINDS} value={kind} onChange={(k) => onShow({ kind: k, q: query })} />
        <TextField
          label="품종 검색"
          placeholder={SEARCH_EXAMPLE[kind]}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          type="search"
          autoComplete="off"
          // The list follows each letter; the keyboard's 검색 puts the keyboard away to show it whole.
          enterKeyHint="search"
          onKeyDown={enterPutsKeyboardAway}
        />
      </div>
      {breeds.isError && !breeds.data ? (
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
          <BreedRows shown={shown} guided={guided} onOpen={openBreed} />
        </>
      )}
    </>
  );
}

/** The rows: rendered again only when the list or its marks change, not at every letter typed. */
const BreedRows = memo(function BreedRows({
  shown,
  guided,
  onOpen,
}: {
  shown: readonly Breed[];
  guided: ReadonlySet<number>;
  onOpen: (event: React.MouseEvent, breedSeq: number) => void;
}) {
  return (
    <ul className={styles.list}>
      {shown.map((b) => (
        <li key={b.breedSeq}>
          <Link
            to={`?breedSeq=${b.breedSeq}`}
            className={styles.item}
            onClick={(event) => onOpen(event, b.breedSeq)}
          >
            <span>
              {b.name}
              {guided.has(b.breedSeq) && <span className={styles.guide}>관리 노트</span>}
            </span>
            <span aria-hidden="true">›</span>
          </Link>
        </li>
      ))}
    </ul>
  );
});
