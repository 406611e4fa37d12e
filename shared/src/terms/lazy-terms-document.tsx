// TermsDocument, in the form kit (`@guardian/shared/forms`): sign-up's 보기 sheets and 마이페이지's 약관 및 정책 pages
// show a text through it. The texts (~20 KB raw, ~6 KB gzipped) are a chunk of their own, fetched when one is first
// shown, never with a tab's first paint nor with the kit itself. Loaded in state rather than by React.lazy: a failed
// fetch (offline) says so in place with 다시 시도, where a thrown one would reach the route's error boundary and take
// the sign-up form, and what was typed in it, with it.
import { useEffect, useState, type CSSProperties } from 'react';
import { ErrorState, Skeleton } from '@guardian/shared';
import type * as Document from './terms-document';
import type { TermsKind } from './terms-kinds';

type DocumentModule = typeof Document;

let loaded: DocumentModule | null = null;
const load = () =>
  import('./terms-document').then((m) => {
    loaded = m;
    return m;
  });

export interface TermsDocumentProps {
  kind: TermsKind;
  /** The articles' heading level: 2 under a page's h1 (default), 3 under a sheet's h2 title. */
  headingLevel?: 2 | 3;
}

const column: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 12 };

/** The text of `kind`, with its version and the day it applies from. */
export function TermsDocument({ kind, headingLevel = 2 }: TermsDocumentProps) {
  const [doc, setDoc] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (doc || failed) return;
    let live = true;
    load().then(
      (m) => live && setDoc(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [doc, failed]);

  if (doc) return <doc.TermsDocumentView kind={kind} headingLevel={headingLevel} />;
  if (failed)
    return (
      <ErrorState
        message="약관을 불러오지 못했어요. 연결을 확인해 주세요."
        onRetry={() => setFailed(false)}
      />
    );
  return (
    <div style={column} role="status" aria-busy="true" aria-label="약관을 불러오는 중">
      <Skeleton width="40%" height={14} />
      <Skeleton height={48} />
      <Skeleton width="60%" height={18} />
      <Skeleton height={96} />
    </div>
  );
}
