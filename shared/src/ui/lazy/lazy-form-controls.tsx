// Select and Textarea load on demand, inside the form kit (`@guardian/shared/forms`): few forms use them,
// and each is a small chunk of its own, fetched when a screen first renders it. The fallback keeps the
// control's height so nothing jumps when it arrives.
import { Suspense, type CSSProperties } from 'react';
import { lazyWithRetry } from '@guardian/shared';
import type { SelectProps } from '../select/select';
import type { TextareaProps } from '../textarea/textarea';

const LazySelect = lazyWithRetry(() => import('../select/select').then((m) => ({ default: m.Select })));
const LazyTextarea = lazyWithRetry(() =>
  import('../textarea/textarea').then((m) => ({ default: m.Textarea })),
);

const placeholder = (minHeight: string) => {
  const style: CSSProperties = { minHeight };
  return <div style={style} aria-busy="true" />;
};

/** A labelled native select; see select/select.tsx. */
export function Select(props: SelectProps) {
  return (
    <Suspense fallback={placeholder('calc(var(--control-height) + 28px)')}>
      <LazySelect {...props} />
    </Suspense>
  );
}

/** A labelled multi-line field with a length counter; see textarea/textarea.tsx. */
export function Textarea(props: TextareaProps) {
  return (
    <Suspense fallback={placeholder('calc(var(--control-height) * 2 + 56px)')}>
      <LazyTextarea {...props} />
    </Suspense>
  );
}
