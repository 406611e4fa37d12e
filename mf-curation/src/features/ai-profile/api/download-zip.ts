// The files behind a finished order, fetched through shared's API client (binary answers, read as a Blob,
// with the login token, the timeout and the ApiError of every other call):
// GET /v2/ai-profile/orders/{orderSeq}/download (every picture in one ZIP) and
// GET /v2/ai-profile/orders/{orderSeq}/results/{resultSeq}/file (one picture, the generator's JPEG).
import { apiGetBlob } from '@guardian/shared';

export const downloadZip = (orderSeq: number) => apiGetBlob(`/v2/ai-profile/orders/${orderSeq}/download`);

export const downloadPicture = (orderSeq: number, resultSeq: number) =>
  apiGetBlob(`/v2/ai-profile/orders/${orderSeq}/results/${resultSeq}/file`);
