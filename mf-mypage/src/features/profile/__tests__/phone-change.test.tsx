import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiPut, meQueryKey, publicPost, toast, useSessionStore } from '@guardian/shared';
import { me, renderAt } from '../../../test/render-at';
import { ProfileScreen } from '../components/profile-screen';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiPut: vi.fn(),
  publicPost: vi.fn(),
}));

const routes = [
  { path: '/my-info/profile', Component: ProfileScreen },
  { path: '/my-info', element: <p>마이페이지 화면</p> },
];
const NEW_PHONE = '01055501001';

let certs = 0;
beforeEach(() => {
  certs = 0;
  vi.mocked(publicPost)
    .mockReset()
    .mockImplementation((url: string) => {
      if (url === '/v2/mobile-certification')
        return Promise.resolve({
          expiresAt: new Date(Date.now() + 180_000).toISOString(),
          expiresInSeconds: 180,
          resendAfterSeconds: 0,
        });
      if (url === '/v2/mobile-certification/verify')
        return Promise.resolve({ certificationToken: `cert-${++certs}` });
      return Promise.reject(new Error(`no ${url} here`));
    });
  vi.mocked(apiPut)
    .mockReset()
    .mockResolvedValue({ ...me, phoneNumber: NEW_PHONE });
});

function renderProfile(history: string[] = []) {
  useSessionStore.getState().setToken('token-1');
  const view = renderAt([...history, '/my-info/profile'], routes);
  act(() => view.queryClient.setQueryData(meQueryKey, me));
  return view;
}

/** 휴대폰 번호 변경 → the sheet. */
async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '휴대폰 번호 변경' }));
  return screen.findByRole('dialog', { name: '휴대폰 번호 변경' });
}

/** Types the number, asks for the code and checks it, as the SMS would have it. */
async function certify(user: ReturnType<typeof userEvent.setup>, sheet: HTMLElement, phone = NEW_PHONE) {
  await user.type(within(sheet).getByLabelText('휴대폰 번호'), phone);
  await user.click(within(sheet).getByRole('button', { name: '인증 요청' }));
  await user.type(await within(sheet).findByLabelText('인증번호'), '123456');
  await user.click(within(sheet).getByRole('button', { name: '확인' }));
  await within(sheet).findByText('휴대폰 인증이 완료됐어요.');
}

describe('프로필: 휴대폰 번호 변경', () => {
  it('certifies the new number by SMS, saves it, and the profile shows it', async () => {
    const said = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderProfile(['/my-info']);
    expect(await screen.findByText('010-1234-5678')).toBeInTheDocument();

    const sheet = await openSheet(user);
    await certify(user, sheet);
    await user.click(within(sheet).getByRole('button', { name: '변경하기' }));

    expect(publicPost).toHaveBeenCalledWith('/v2/mobile-certification', {
      phoneNumber: NEW_PHONE,
      purpose: 'SIGNUP',
    });
    expect(apiPut).toHaveBeenCalledWith('/v2/me', { phoneNumber: NEW_PHONE, certificationToken: 'cert-1' });
    await waitFor(() => expect(said).toHaveBeenCalledWith('휴대폰 번호를 바꿨어요.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('010-5550-1001')).toBeInTheDocument();
    expect(screen.queryByText('010-1234-5678')).not.toBeInTheDocument();
    said.mockRestore();
  });

  it('변경하기 before the new number is certified says so and sends nothing', async () => {
    const user = userEvent.setup();
    renderProfile();

    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('button', { name: '변경하기' }));

    expect(await within(sheet).findByText('새 번호로 휴대폰 인증을 완료해 주세요.')).toBeInTheDocument();
    expect(apiPut).not.toHaveBeenCalled();
  });

  it('the number the account already has is not sent as a change', async () => {
    const user = userEvent.setup();
    renderProfile();

    const sheet = await openSheet(user);
    await user.type(within(sheet).getByLabelText('휴대폰 번호'), me.phoneNumber);
    await user.click(within(sheet).getByRole('button', { name: '인증 요청' }));
    await user.type(await within(sheet).findByLabelText('인증번호'), '123456');
    await user.click(within(sheet).getByRole('button', { name: '확인' }));

    expect(
      await within(sheet).findByText('지금 등록된 번호예요. 새 번호를 입력해 주세요.'),
    ).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: '변경하기' }));
    expect(apiPut).not.toHaveBeenCalled();
  });

  it('a certification the server refused at the save asks for a new code, then goes through', async () => {
    vi.mocked(apiPut)
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          resultCode: 'INVALID_CERTIFICATION',
          message: '휴대폰 인증 정보가 올바르지 않거나 만료되었습니다.',
        }),
      )
      .mockResolvedValue({ ...me, phoneNumber: NEW_PHONE });
    const user = userEvent.setup();
    renderProfile();

    const sheet = await openSheet(user);
    await certify(user, sheet);
    await user.click(within(sheet).getByRole('button', { name: '변경하기' }));
    expect(
      await within(sheet).findByText(
        '휴대폰 인증 정보가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아 주세요.',
      ),
    ).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: '재전송' }));
    await user.type(await within(sheet).findByLabelText('인증번호'), '654321');
    await user.click(within(sheet).getByRole('button', { name: '확인' }));
    await within(sheet).findByText('휴대폰 인증이 완료됐어요.');
    await user.click(within(sheet).getByRole('button', { name: '변경하기' }));

    expect(apiPut).toHaveBeenLastCalledWith('/v2/me', {
      phoneNumber: NEW_PHONE,
      certificationToken: 'cert-2',
    });
    expect(await screen.findByText('010-5550-1001')).toBeInTheDocument();
  });

  it("the phone's back closes the sheet and stays on 프로필", async () => {
    const user = userEvent.setup();
    const { router } = renderProfile(['/my-info']);

    await openSheet(user);
    await act(() => router.navigate(-1));

    expect(router.state.location.pathname).toBe('/my-info/profile');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '휴대폰 번호 변경' })).toBeInTheDocument();
  });

  it('an account made without a phone registers one', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().setToken('token-1');
    const view = renderAt('/my-info/profile', routes);
    act(() => view.queryClient.setQueryData(meQueryKey, { ...me, phoneNumber: '', snsKind: 'KAKAO' }));

    await user.click(await screen.findByRole('button', { name: '휴대폰 번호 등록' }));
    expect(await screen.findByRole('dialog', { name: '휴대폰 번호 등록' })).toBeInTheDocument();
  });
});
