// Tabs load on demand. shared is one federation singleton in every tab's first load (budget 190 KB
// gzipped), and tabs are only used by some screens, which are lazy routes themselves: the control is a
// small chunk of its own, fetched when a screen first renders it. The fallback keeps its height so nothing
// jumps when it arrives. Select and Textarea, form controls, do the same from the form kit
// (lazy-form-controls.tsx, `@guardian/shared/forms`).
import { Suspense, type CSSProperties } from 'react';
import { lazyWithRetry } from './lazy-with-retry';
import type { TabsProps } from '../tabs/tabs';

const LazyTabs = lazyWithRetry(() => import('../tabs/tabs').then((m) => ({ default: m.Tabs })));

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
