import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiPut, meQueryKey, toast, useSessionStore } from '@guardian/shared';
import { me, renderAt } from '../../../test/render-at';
import { SettingScreen } from '../components/setting-screen';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiPut: vi.fn(),
}));

const routes = [{ path: '/my-info/setting', Component: SettingScreen }];
// Declined at sign-up on 2026-03-02 (Seoul); the change below is made on 2026-12-07.
const signedUp = { ...me, termsMarketing: false, termsMarketingAt: '2026-03-02T01:00:00.000Z' };
const CHANGED_AT = '2026-12-07T03:00:00.000Z';

function renderSetting(data = signedUp) {
  useSessionStore.getState().setToken('token-1');
  const view = renderAt('/my-info/setting', routes);
  act(() => view.queryClient.setQueryData(meQueryKey, data));
  return view;
}

beforeEach(() => {
  vi.mocked(apiPut).mockReset();
});

describe('설정: 마케팅 정보 수신', () => {
  it('shows the choice and the date it was made', async () => {
    renderSetting();
    const toggle = await screen.findByRole('switch', { name: '마케팅 정보 수신' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(
      '이벤트와 혜택 소식을 보내지 않아요. (2026년 3월 2일 수신 거부)',
    );
  });

  it('agrees: saves it, says so with the date in a toast, and dates the line under the switch', async () => {
    vi.mocked(apiPut).mockResolvedValue({ ...signedUp, termsMarketing: true, termsMarketingAt: CHANGED_AT });
    const said = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderSetting();

    const toggle = await screen.findByRole('switch', { name: '마케팅 정보 수신' });
    await user.click(toggle);

    expect(apiPut).toHaveBeenCalledWith('/v2/me', { termsMarketing: true });
    await waitFor(() =>
      expect(said).toHaveBeenCalledWith('가디언의 마케팅 정보 수신에 동의했어요 (2026년 12월 7일)'),
    );
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription('이벤트와 혜택 소식을 보내 드려요. (2026년 12월 7일 동의)');
    said.mockRestore();
  });

  it('withdraws a consent given earlier, with the date of the withdrawal', async () => {
    const agreed = { ...signedUp, termsMarketing: true };
    vi.mocked(apiPut).mockResolvedValue({ ...agreed, termsMarketing: false, termsMarketingAt: CHANGED_AT });
    const said = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderSetting(agreed);

    await user.click(await screen.findByRole('switch', { name: '마케팅 정보 수신' }));

    expect(apiPut).toHaveBeenCalledWith('/v2/me', { termsMarketing: false });
    await waitFor(() =>
      expect(said).toHaveBeenCalledWith('가디언의 마케팅 정보 수신을 거부했어요 (2026년 12월 7일)'),
    );
    expect(screen.getByRole('switch', { name: '마케팅 정보 수신' })).toHaveAttribute('aria-checked', 'false');
    said.mockRestore();
  });

  it('a save that failed puts the switch back and says why', async () => {
    vi.mocked(apiPut).mockRejectedValue(
      new ApiError({ status: 500, resultCode: 'INTERNAL_ERROR', message: '일시적인 오류가 생겼어요.' }),
    );
    const said = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderSetting();

    const toggle = await screen.findByRole('switch', { name: '마케팅 정보 수신' });
    await user.click(toggle);

    await waitFor(() => expect(said).toHaveBeenCalledWith('일시적인 오류가 생겼어요.'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    said.mockRestore();
  });
});
