// Tabs, Select and Textarea load on demand. shared is one federation singleton in every tab's
// first load (budget 250 KB gzipped), and these are only used by some screens, which are lazy
// routes themselves: each control is its own small chunk, fetched when a screen first renders it.
// The fallback keeps the control's height so nothing jumps when it arrives.
import { Suspense, type CSSProperties } from 'react';
import { lazyWithRetry } from './lazy-with-retry';
import type { SelectProps } from '../select/select';
import type { TabsProps } from '../tabs/tabs';
import type { TextareaProps } from '../textarea/textarea';

const LazyTabs = lazyWithRetry(() => import('../tabs/tabs').then((m) => ({ default: m.Tabs })));
const LazySelect = lazyWithRetry(() => import('../select/select').then((m) => ({ default: m.Select })));
const LazyTextarea = lazyWithRetry(() =>
  import('../textarea/textarea').then((m) => ({ default: m.Textarea })),
);

const placeholder = (minHeight: string) => {
  const style: CSSProperties = { minHeight };
  return <div style={style} aria-busy="true" />;
};

/** WAI-ARIA tabs (arrow keys, Home/End, `aria-selected`); see tabs/tabs.tsx. */
export function Tabs<V extends string>({ onChange, ...rest }: TabsProps<V>) {
  return (
    <Suspense fallback={placeholder('var(--control-height)')}>
      {/* The lazy component is typed for plain strings; every value it reports comes from `items`. */}
      <LazyTabs {...rest} onChange={(value) => onChange(value as V)} />
    </Suspense>
  );
}

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
