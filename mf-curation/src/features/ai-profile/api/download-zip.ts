// GET /v2/ai-profile/orders/{orderSeq}/download: every picture in one ZIP (login: fetched with the token).
import { getAccessToken, getRuntimeConfig } from '@guardian/shared';

export async function downloadZip(orderSeq: number): Promise<Blob> {
  const token = getAccessToken();
  const res = await fetch(`${getRuntimeConfig().apiBaseUrl}/v2/ai-profile/orders/${orderSeq}/download`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error('ZIP 파일을 받지 못했어요. 잠시 후 다시 시도해 주세요.');
  return res.blob();
}
