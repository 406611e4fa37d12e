import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadMedia, useSessionStore } from '@guardian/shared';
import { me, renderAt } from '../../../test/render-at';
import { MyInfoScreen } from '../components/my-info-screen';
// Loaded here first, as 프로필 수정 loads it: loaded first by the lazy pet sheet (from inside shared), the kit's own
// import of `@guardian/shared` missed the mock below in Vitest and the real upload ran.
import '@guardian/shared/forms';

// The photo goes up as POST /v2/media (its own client, over XMLHttpRequest for the progress): the test's stand-in.
vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  shrinkImage: vi.fn(async (file: File) => file),
  uploadMedia: vi.fn(),
}));

const PHOTO = 'https://api.example.com/v2/media/42/w320?exp=1&sig=a';
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'kong.jpg', { type: 'image/jpeg' });

/** The API as the phone sees it: the pet changes with the PUT the sheet sends. */
function fakeApi(imageUrl: string | null) {
  const puts: unknown[] = [];
  let pet = { ...me.pets[0]!, imageUrl };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const { pathname } = new URL(url, 'http://api.test');
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { mediaSeq?: number | null };
        puts.push(body);
        pet = { ...pet, imageUrl: body.mediaSeq ? PHOTO : null };
      }
      const data = pathname.endsWith('/v2/breeds')
        ? [{ breedSeq: 3, name: '말티즈', kind: 'DOG' }]
        : pathname.endsWith('/v2/pets/1')
          ? pet
          : { ...me, pets: [pet] };
      return new Response(JSON.stringify({ resultCode: 'SUCCESS', message: '', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return puts;
}

function renderMyInfo(imageUrl: string | null) {
  useSessionStore.getState().setToken('token-1');
  const view = renderAt(['/my-info'], [{ path: '/my-info', Component: MyInfoScreen }]);
  view.queryClient.setQueryData(['user', 'me'], { ...me, pets: [{ ...me.pets[0]!, imageUrl }] });
  return view;
}

const card = () => screen.getByRole('button', { name: '콩이 정보 수정' });

beforeEach(() => {
  vi.mocked(uploadMedia).mockReset().mockResolvedValue({
    mediaSeq: 42,
    width: 640,
    height: 640,
    url: '',
    thumbnailUrl: '',
    srcSet: '',
  });
});

describe('내 반려동물의 사진', () => {
  it('a photo given in the pet’s sheet shows on its card once saved', async () => {
    const puts = fakeApi(null);
    renderMyInfo(null);
    expect((await screen.findByRole('button', { name: '콩이 정보 수정' })).querySelector('img')).toBeNull();

    await userEvent.click(card());
    const sheet = await screen.findByRole('dialog', { name: '반려동물 정보 수정' });
    await userEvent.upload(within(sheet).getByLabelText('반려동물 사진 선택'), photo());
    await userEvent.click(await within(sheet).findByRole('button', { name: '저장' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card().querySelector('img')).toHaveAttribute('src', PHOTO));
    expect(puts).toEqual([{ mediaSeq: 42 }]);
  });

  it('기본 이미지로 in the sheet takes the photo off the card, which shows the initial again', async () => {
    const puts = fakeApi(PHOTO);
    renderMyInfo(PHOTO);
    expect(
      (await screen.findByRole('button', { name: '콩이 정보 수정' })).querySelector('img'),
    ).toHaveAttribute('src', PHOTO);

    await userEvent.click(card());
    const sheet = await screen.findByRole('dialog', { name: '반려동물 정보 수정' });
    await userEvent.click(within(sheet).getByRole('button', { name: '기본 이미지로' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '저장' }));

    await waitFor(() => expect(card().querySelector('img')).toBeNull());
    expect(card()).toHaveTextContent(/^콩콩이/);
    expect(puts).toEqual([{ mediaSeq: null }]);
  });
});
