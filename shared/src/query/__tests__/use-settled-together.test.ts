import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSettledTogether } from '../use-settled-together';

const loading = { data: undefined, isError: false };
const loaded = { data: [], isError: false };
const failed = { data: undefined, isError: true };
type Query = { data: unknown; isError: boolean };

/** The hook over a screen's queries, given as they first render; `rerender` passes them as they change. */
const settling = (first: Query[]) =>
  renderHook((qs: Query[]) => useSettledTogether(...qs), { initialProps: first });

describe('useSettledTogether', () => {
  it('waits while any of the screen’s queries has no answer yet', () => {
    const { result, rerender } = settling([loaded, loading]);
    expect(result.current).toBe(false);
    rerender([loading, loaded]);
    expect(result.current).toBe(false);
  });

  it('shows the sections once every query has data or an error', () => {
    const { result, rerender } = settling([loading, loading]);
    rerender([loaded, failed]);
    expect(result.current).toBe(true);
  });

  it('keeps the sections when a section retries afterwards, instead of going back to the page skeleton', () => {
    const { result, rerender } = settling([loaded, failed]);
    expect(result.current).toBe(true);
    rerender([loaded, loading]);
    expect(result.current).toBe(true);
  });
});
