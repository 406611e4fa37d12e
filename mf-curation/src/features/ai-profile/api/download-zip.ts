// The files behind a finished order, fetched with the login token (binary answers, so not through the JSON client):
// GET /v2/ai-profile/orders/{orderSeq}/download (every picture in one ZIP) and
// GET /v2/ai-profile/orders/{orderSeq}/results/{resultSeq}/file (one picture, the generator's JPEG).
import { getAccessToken, getRuntimeConfig } from '@guardian/shared';

async function fetchFile(path: string, failure: string): Promise<Blob> {
  const token = getAccessToken();
  const res = await fetch(`${getRuntimeConfig().apiBaseUrl}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(failure);
  return res.blob();
}

export const downloadZip = (orderSeq: number) =>
  fetchFile(
    `/v2/ai-profile/orders/${orderSeq}/download`,
    'ZIP 파일을 받지 못했어요. 잠시 후 다시 시도해 주세요.',
  );

export const downloadPicture = (orderSeq: number, resultSeq: number) =>
  fetchFile(
    `/v2/ai-profile/orders/${orderSeq}/results/${resultSeq}/file`,
    '사진을 받지 못했어요. 잠시 후 다시 시도해 주세요.',
  );
