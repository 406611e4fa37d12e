// GET /v2/consent/signatures/{id}: a signed copy (text, pet, time, SHA-256), and its PDF.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetBlob, queryKeys, saveBlob } from '@guardian/shared';
import type { Signature } from './types';

export const getSignature = (signatureSeq: number) =>
  apiGet<Signature>(`/v2/consent/signatures/${signatureSeq}`);

export const signatureQueryOptions = (signatureSeq: number) =>
  queryOptions({
    queryKey: queryKeys.consents.signature(signatureSeq),
    queryFn: () => getSignature(signatureSeq),
  });

export const useSignature = (signatureSeq: number | null) =>
  useQuery({ ...signatureQueryOptions(signatureSeq ?? 0), enabled: signatureSeq != null });

/** Downloads the signed copy's PDF (GET /v2/consent/signatures/{id}/pdf) as `동의서-<title>-<pet>.pdf`. */
export async function downloadSignaturePdf(signature: Signature) {
  const blob = await apiGetBlob(signature.pdfPath);
  const name = [signature.title, signature.petName]
    .filter(Boolean)
    .join('-')
    .replace(/[\\/:*?"<>|\s]+/g, '_');
  await saveBlob(blob, `${name}.pdf`);
}
