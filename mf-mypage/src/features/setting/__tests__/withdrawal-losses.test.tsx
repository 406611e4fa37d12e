import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiDelete, apiGet, setAccessToken, useSessionStore } from '@guardian/shared';
import { renderAt } from '../../../test/render-at';
import { SettingScreen } from '../components/setting-screen';
import type { WithdrawalCheck } from '../api/get-withdrawal-check';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiGet: vi.fn(),
  apiDelete: vi.fn(),
}));

const routes = [
  { path: '/my-info/setting', Component: SettingScreen },
  { path: '/bye', element: <p>작별 화면</p> },
  { path: '/voucher', element: <p>이용권 화면</p> },
  { path: '/ai-profile/history', element: <p>AI 프로필 내역 화면</p> },
];

const HOLDS: WithdrawalCheck = {
  vouchers: [
    { shopId: 11, shopName: '멍멍살롱', remaining: 9 },
    { shopId: 12, shopName: '해피유치원', remaining: 3 },
  ],
  coupons: 2,
  aiProfiles: 1,
};
const NOTHING: WithdrawalCheck = { vouchers: [], coupons: 0, aiProfiles: 0 };

/** The check answers with `answers` in turn (an Error is a failed read); any other read fails. */
function checkAnswers(...answers: (WithdrawalCheck | Error | Promise<never>)[]) {
  vi.mocked(apiGet).mockImplementation((url: string) => {
    if (url !== '/v2/user/withdrawal-check') return Promise.reject(new Error(`no ${url} here`));
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
}

beforeEach(() => {
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiDelete).mockReset().mockResolvedValue(null);
  setAccessToken('token-1');
  useSessionStore.getState().setToken('token-1');
});

/** 회원 탈퇴, a reason, 다음: the last question. */
async function lastQuestion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /회원 탈퇴/ }));
  await user.click(await screen.findByLabelText('자주 이용하지 않아요'));
  await user.click(await screen.findByRole('button', { name: '다음' }));
  return screen.findByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
}

describe('회원 탈퇴: what leaves with the account', () => {
  it("lists the passes' uses left per shop, the coupons and the AI 프로필 photos, and still deletes", async () => {
    checkAnswers(HOLDS);
    const user = userEvent.setup();
    renderAt('/my-info/setting', routes);

    const confirm = await lastQuestion(user);
    expect(await within(confirm).findByText('탈퇴하면 함께 사라져요')).toBeInTheDocument();
    const items = within(confirm)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      '멍멍살롱 이용권 9회 남음',
      '해피유치원 이용권 3회 남음',
      '쓰지 않은 쿠폰 2장',
      'AI 프로필 사진 1건: 탈퇴 후에는 받을 수 없어요',
    ]);
    expect(within(confirm).getByRole('link', { name: '이용권' })).toHaveAttribute('href', '/voucher');
    expect(within(confirm).getByRole('link', { name: 'AI 프로필 내역' })).toHaveAttribute(
      'href',
      '/ai-profile/history',
    );

    // Not a refusal: the owner may leave with all of it.
    await user.click(within(confirm).getByRole('button', { name: '탈퇴하기' }));
    expect(await screen.findByText('작별 화면')).toBeInTheDocument();
    expect(apiDelete).toHaveBeenCalledTimes(1);
  });

  it('leads to the AI 프로필 history to save the photos first', async () => {
    checkAnswers({ ...NOTHING, aiProfiles: 2 });
    const user = userEvent.setup();
    renderAt('/my-info/setting', routes);

    const confirm = await lastQuestion(user);
    expect(await within(confirm).findByText(/AI 프로필 사진 2건/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('link', { name: 'AI 프로필 내역' }));
    expect(await screen.findByText('AI 프로필 내역 화면')).toBeInTheDocument();
    expect(apiDelete).not.toHaveBeenCalled();
  });

  it('says it is checking while the read is on its way, without holding 탈퇴하기 back', async () => {
    checkAnswers(new Promise<never>(() => {}));
    const user = userEvent.setup();
    renderAt('/my-info/setting', routes);

    const confirm = await lastQuestion(user);
    expect(within(confirm).getByRole('status')).toHaveTextContent('남은 이용권과 쿠폰을 확인하는 중이에요…');
    await user.click(within(confirm).getByRole('button', { name: '탈퇴하기' }));
    expect(await screen.findByText('작별 화면')).toBeInTheDocument();
  });

  it('says when the check failed, and 다시 확인 reads it again', async () => {
    checkAnswers(new Error('offline'), HOLDS);
    const user = userEvent.setup();
    renderAt('/my-info/setting', routes);

    const confirm = await lastQuestion(user);
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      '남은 이용권, 쿠폰, AI 프로필 사진을 확인하지 못했어요.',
    );
    await user.click(within(confirm).getByRole('button', { name: '다시 확인' }));
    expect(await within(confirm).findByText('멍멍살롱 이용권 9회 남음')).toBeInTheDocument();
  });

  it('an owner who holds nothing sees only the usual question', async () => {
    checkAnswers(NOTHING);
    const user = userEvent.setup();
    renderAt('/my-info/setting', routes);

    const confirm = await lastQuestion(user);
    await vi.waitFor(() => expect(within(confirm).queryByRole('status')).not.toBeInTheDocument());
    expect(within(confirm).queryByText('탈퇴하면 함께 사라져요')).not.toBeInTheDocument();
    expect(within(confirm).queryByRole('listitem')).not.toBeInTheDocument();
  });
});
