import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { apiPost, useSessionStore } from '@guardian/shared';
import { UploadImagesScreen } from '../components/upload-images-screen';
import { EMPTY_DRAFT, useDraft } from '../lib/draft';
import { stalledUploads } from '@guardian/shared/test/stalled-uploads';

vi.mock('@guardian/shared/api/requests', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiPost: vi.fn(),
}));

const media = (mediaSeq: number) => ({
  mediaSeq,
  width: 1200,
  height: 900,
  url: `https://media.test/${mediaSeq}`,
  thumbnailUrl: `https://media.test/${mediaSeq}/thumb`,
  srcSet: `https://media.test/${mediaSeq}/thumb 320w`,
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderUpload() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/ai-profile/upload-images']}>
        <UploadImagesScreen />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** 다음 is grey, yet reached by Tab and a screen reader, which hears the line over it say what it waits for. */
function expectWaiting() {
  const next = screen.getByRole('button', { name: '다음' });
  expect(next).toHaveAttribute('aria-disabled', 'true');
  expect(next).not.toBeDisabled();
  expect(next).toHaveAccessibleDescription(screen.getByRole('status').textContent!);
}

beforeEach(() => {
  vi.mocked(apiPost).mockReset();
  useSessionStore.setState({ token: 'demo-token' });
  useDraft.setState({ ...EMPTY_DRAFT, photos: [1, 2, 3, 4, 5].map((s) => ({ media: media(s) })) });
});

describe('upload-images', () => {
  it('asks a guest to log in before any photo is picked, and keeps the pet’s details for after', async () => {
    useSessionStore.setState({ token: null });
    useDraft.setState({
      ...EMPTY_DRAFT,
      pet: { petName: '코코', species: 'DOG', breed: '말티즈', ageYears: '3' },
    });
    renderUpload();
    expect(screen.getByText('로그인이 필요해요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '앨범에서 선택' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/auth?redirectUrl=%2Fai-profile%2Fupload-images');
    expect(useDraft.getState().pet.petName).toBe('코코');
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('checks every photo on the server, one at a time, and names what is wrong with a bad one', async () => {
    vi.mocked(apiPost).mockImplementation(async (_url: string, body: unknown) => {
      const { mediaSeq } = body as { mediaSeq: number };
      const issues =
        mediaSeq === 3
          ? [{ code: 'BLURRED', message: '사진이 흐릿해요. 흔들리지 않게 초점을 맞춰 다시 찍어 주세요.' }]
          : [];
      return {
        mediaSeq,
        ok: issues.length === 0,
        width: 1200,
        height: 900,
        sharpness: 80,
        subjectRatio: 0.3,
        issues,
      } as never;
    });
    renderUpload();
    expect(
      await screen.findByText('사진이 흐릿해요. 흔들리지 않게 초점을 맞춰 다시 찍어 주세요.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(apiPost).toHaveBeenCalledTimes(5));
    expect(vi.mocked(apiPost).mock.calls.map((c) => c[0])).toEqual(
      Array(5).fill('/v2/ai-profile/photo-checks'),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '빨간 테두리 사진 1장을 빼거나 다른 사진으로 바꿔 주세요.',
    );
    expectWaiting();
  });

  it('lets the owner go on once five photos passed', async () => {
    vi.mocked(apiPost).mockImplementation(
      async (_url: string, body: unknown) =>
        ({
          ...(body as object),
          ok: true,
          width: 1200,
          height: 900,
          sharpness: 80,
          subjectRatio: 0.3,
          issues: [],
        }) as never,
    );
    renderUpload();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('좋아요! 사진 5장으로 만들게요.'),
    );
    expect(screen.getByRole('button', { name: '다음' })).not.toHaveAttribute('aria-disabled');
  });

  it('does not call a photo whose check failed good: it asks to check it again before going on', async () => {
    const passed = (body: unknown) =>
      ({
        ...(body as object),
        ok: true,
        width: 1200,
        height: 900,
        sharpness: 80,
        subjectRatio: 0.3,
        issues: [],
      }) as never;
    let offline = true;
    vi.mocked(apiPost).mockImplementation(async (_url: string, body: unknown) => {
      if ((body as { mediaSeq: number }).mediaSeq === 3 && offline) throw new Error('Network Error');
      return passed(body);
    });
    renderUpload();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '사진 1장을 확인하지 못했어요. 사진 아래 다시 확인을 눌러 주세요.',
      ),
    );
    expectWaiting();

    offline = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 확인' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('좋아요! 사진 5장으로 만들게요.'),
    );
    expect(screen.getByRole('button', { name: '다음' })).not.toHaveAttribute('aria-disabled');
  });

  it('asks for more photos while fewer than five are there', () => {
    useDraft.setState({ ...EMPTY_DRAFT, photos: [] });
    renderUpload();
    expect(screen.getByRole('status')).toHaveTextContent('사진을 5장 더 올려 주세요. (0/5)');
    expectWaiting();
    // A tap says it again and stays: it does not go on to 결제 with no photos.
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/ai-profile/upload-images');
  });

  it('says the photos picked are uploading, not that more are needed, until they are up', async () => {
    useDraft.setState({ ...EMPTY_DRAFT, photos: [] });
    stalledUploads();
    try {
      renderUpload();
      const input = await screen.findByLabelText('AI 프로필 사진 앨범에서 선택', {}, { timeout: 5000 });
      fireEvent.change(input, {
        target: {
          files: [1, 2, 3, 4, 5, 6].map(
            (n) => new File([new Uint8Array([0xff, 0xd8, 0xff, n])], `IMG_${n}.jpg`),
          ),
        },
      });
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          '사진을 올리고 있어요. 올라간 사진부터 하나씩 확인해요.',
        ),
      );
      expectWaiting();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
