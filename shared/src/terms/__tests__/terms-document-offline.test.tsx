// A sheet opened offline: the texts' chunk does not arrive. It says so in the sheet, with 다시 시도, instead of throwing to
// the route's error boundary, which would take the sign-up form under the sheet, and what was typed in it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { TermsDocument } from '../lazy-terms-document';

const LAZY = { timeout: 5000 };
const load = vi.hoisted(() => ({ failuresLeft: 1 }));

vi.mock('../terms-texts', async (original) => {
  if (load.failuresLeft > 0) {
    load.failuresLeft--;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return original();
});

describe('TermsDocument offline', () => {
  it('says in place that the texts did not arrive, and 다시 시도 fetches them again', async () => {
    render(
      <MemoryRouter>
        <TermsDocument kind="marketing" />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText('약관을 불러오지 못했어요. 연결을 확인해 주세요.', {}, LAZY),
    ).toBeInTheDocument();

    // The connection is back. (A chunk that failed to arrive is asked for again by the bundler; a module that threw in
    // the test runner is kept as failed, so the runner forgets it here.)
    vi.resetModules();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '받게 되는 정보' }, LAZY)).toBeInTheDocument();
  });
});
