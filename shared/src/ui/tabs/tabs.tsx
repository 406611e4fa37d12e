import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
}

export interface TabsProps<V extends string> {
  /** Names the tab list for screen readers, e.g. '예약 목록'. */
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The selected tab's panel. */
  children?: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys (and Home/End) move and
 * select, the panel is labelled by its tab. The screen keeps the state (often in the URL). Without
 * children there is no panel here (the screen shows what follows), so no tab points at one.
 */
export function Tabs<V extends string>({ label, items, value, onChange, children }: TabsProps<V>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (v: V) => `${baseId}-tab-${v}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((i) => i.value === value);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = items[next]!.value;
    onChange(target);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(target))}`)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              id={tabId(item.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected && children !== undefined ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className={`${styles.tab} ${selected ? styles.selected : ''}`}
              onClick={() => onChange(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {children !== undefined ? (
        <div id={panelId} role="tabpanel" aria-labelledby={tabId(value)} className={styles.panel}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
