// The terms' texts load with the screen or sheet that shows one, never with the form kit (which every form screen
// loads) nor with shared's index (every tab's first load).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

const LAZY = { timeout: 5000 };
const load = vi.hoisted(() => ({ evaluated: 0 }));

vi.mock('../terms-texts', async (original) => {
  load.evaluated++;
  return original();
});

describe('TermsDocument (the form kit)', () => {
  it('fetches the texts only when a text is shown, then shows it with its version and date', async () => {
    const kit = await import('../../forms/index');
    await import('../../index');
    expect(load.evaluated).toBe(0);

    render(
      <MemoryRouter>
        <kit.TermsDocument kind="privacy-policy" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: '약관을 불러오는 중' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '9. 개인정보 보호책임자' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText('버전 1.0 · 2026년 12월 7일부터 적용')).toBeInTheDocument();
    expect(load.evaluated).toBe(1);
  });

  it.each([
    ['service', '제1조 목적', 3],
    ['privacy', '회원 가입과 로그인', 3],
    ['privacy-policy', '3. 매장에 제공하는 개인정보', 3],
    ['marketing', '동의 철회', 3],
  ] as const)(
    'shows the %s text with its articles at the heading level asked',
    async (kind, heading, level) => {
      const { TermsDocument } = await import('../lazy-terms-document');
      render(
        <MemoryRouter>
          <TermsDocument kind={kind} headingLevel={level} />
        </MemoryRouter>,
      );
      expect(await screen.findByRole('heading', { name: heading, level }, LAZY)).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/lorem|준비 중/i);
    },
  );
});
