// A chosen pet deleted meanwhile (on another phone of the same account): the API answers 404 PET_NOT_FOUND with
// data.petSeqs = the chosen pets that are gone. The form drops them from the choice, keeps the rest (day, time,
// memo, pass) and says which one went, by name, in Korean.
import type { QueryClient } from '@tanstack/react-query';
import { isApiError, queryKeys, type Pet } from '@guardian/shared';
import { petsQueryOptions } from '../api/get-pets';

export const isPetGone = (e: unknown) => isApiError(e) && e.resultCode === 'PET_NOT_FOUND';

/** data.petSeqs of a PET_NOT_FOUND, when the server named them. */
function namedByServer(e: unknown): number[] | null {
  const data = isApiError(e) ? e.data : null;
  const seqs = data && typeof data === 'object' ? (data as { petSeqs?: unknown }).petSeqs : null;
  return Array.isArray(seqs) && seqs.every((s) => typeof s === 'number') ? seqs : null;
}

export interface PetsGone {
  /** The chosen pets still there, in the order chosen. */
  left: number[];
  /** What to tell the owner. */
  message: string;
}

/**
 * Which of `chosen` are gone and what to say. Names come from what the screen knew before (`known`: the quote's
 * lines, and the pet list as last read), since the fresh list no longer has them; the pet list is read again so
 * every screen shows it without the deleted pet.
 */
export async function petsGone(
  queryClient: QueryClient,
  error: unknown,
  chosen: number[],
  known: { petSeq: number | null; name: string }[] = [],
): Promise<PetsGone> {
  const names = new Map<number, string>();
  for (const p of queryClient.getQueryData<Pet[]>(queryKeys.pets.list()) ?? []) names.set(p.petSeq, p.name);
  for (const p of known) if (p.petSeq != null) names.set(p.petSeq, p.name);
  const fresh = await queryClient.fetchQuery({ ...petsQueryOptions(), staleTime: 0 }).catch(() => null);
  const byServer = namedByServer(error);
  const gone = chosen.filter((s) =>
    byServer ? byServer.includes(s) : fresh ? !fresh.some((p) => p.petSeq === s) : false,
  );
  const left = chosen.filter((s) => !gone.includes(s));
  if (gone.length === 0)
    return { left, message: '고른 반려동물 정보를 찾을 수 없어요. 반려동물을 다시 골라 주세요.' };
  const named = gone.map((s) => names.get(s)).filter((n): n is string => !!n);
  const who = named.length === gone.length ? named.join(', ') : '고른 반려동물';
  return {
    left,
    message:
      left.length === 0
        ? `${who} 정보가 삭제되었어요. 반려동물을 다시 골라 주세요.`
        : `${who} 정보가 삭제되어 이번 예약에서 뺐어요.`,
  };
}
