// Tap targets of 44px or more (Apple's and Android's smallest) in AI 프로필, kept as they look.
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { publicGet } from '@guardian/shared';
import { applyStylesheet, pseudoRules } from '@guardian/shared/test/stylesheet';
import { LandingScreen } from '../components/landing-screen';
import { PaymentScreen } from '../components/payment-screen';
import { EMPTY_DRAFT, useDraft } from '../lib/draft';

vi.mock('@guardian/shared/api/requests', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiPost: vi.fn(),
  publicGet: vi.fn(),
}));
vi.mock('@guardian/shared/payments/lazy-payment', () => ({ requestPayment: vi.fn() }));

const show = (screenElement: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{screenElement}</MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  vi.mocked(publicGet).mockReset();
  vi.mocked(publicGet).mockReturnValue(new Promise(() => {}));
  sessionStorage.clear();
  useDraft.setState({ ...EMPTY_DRAFT });
});

/** A link in a line of small text (21px high): a 44px target laid over the space around it, nothing moving. */
function expectLaidOverTarget(link: HTMLElement) {
  expect(getComputedStyle(link).position).toBe('relative');
  const [box] = pseudoRules(link);
  expect(box?.position).toBe('absolute');
  // Each side half of what the link lacks of 44px (none where it is larger): 44 × 44 or more, centred on it.
  expect(box?.getPropertyValue('inset')).toBe('min(0px, 50% - 22px)');
}

describe('tap targets in AI 프로필', () => {
  it('스타일별 예시 모두 보기, a line of small text, is a 44px target', () => {
    onTestFinished(applyStylesheet('../components/ai-profile.module.css', import.meta.url));
    show(<LandingScreen />);
    expectLaidOverTarget(screen.getByRole('link', { name: '스타일별 예시 모두 보기 ›' }));
  });

  it('정보 입력하러 가기 on a payment that lacks the pet’s info is a 44px target; the small text beside links is not', () => {
    onTestFinished(applyStylesheet('../components/ai-profile.module.css', import.meta.url));
    show(<PaymentScreen />);
    expectLaidOverTarget(screen.getByRole('link', { name: '정보 입력하러 가기 ›' }));
    // The same class on plain text draws no box (nothing to tap there).
    const text = document.createElement('p');
    text.className = 'muted';
    document.body.append(text);
    expect(pseudoRules(text)).toEqual([]);
    text.remove();
  });
});
