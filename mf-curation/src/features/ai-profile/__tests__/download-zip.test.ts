import { ApiError, apiGetBlob } from '@guardian/shared';
import { downloadPicture, downloadZip } from '../api/download-zip';

vi.mock('@guardian/shared/api/lazy-download', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGetBlob: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(apiGetBlob).mockReset();
});

describe('AI profile downloads', () => {
  it("fetch the order's ZIP and one picture through shared's API client", async () => {
    const zip = new Blob(['PK']);
    const jpeg = new Blob(['JFIF']);
    vi.mocked(apiGetBlob).mockImplementation(async (url) => (url.endsWith('/download') ? zip : jpeg));
    await expect(downloadZip(3)).resolves.toBe(zip);
    await expect(downloadPicture(3, 9)).resolves.toBe(jpeg);
    expect(vi.mocked(apiGetBlob).mock.calls.map(([url]) => url)).toEqual([
      '/v2/ai-profile/orders/3/download',
      '/v2/ai-profile/orders/3/results/9/file',
    ]);
  });

  it("rejects with the API's error, so the screen shows the server's Korean message", async () => {
    const refused = new ApiError({
      status: 404,
      resultCode: 'AI_ORDER_NOT_FOUND',
      message: '주문을 찾을 수 없어요.',
    });
    vi.mocked(apiGetBlob).mockRejectedValue(refused);
    await expect(downloadZip(3)).rejects.toBe(refused);
  });
});
