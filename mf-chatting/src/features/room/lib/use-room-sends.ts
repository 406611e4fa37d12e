// The room's sends: each kept on the device until the server has it (unsent-messages.ts), shown as 보내는 중 meanwhile;
// one that fails stays with 재전송 (same client id: never twice) and 삭제, or says why the server refused it.
import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError, queryKeys, type ChatMessage } from '@guardian/shared';
import {
  addUnsent,
  dropUnsent,
  markUnsentFailed,
  markUnsentSending,
  useUnsentMessages,
  type UnsentMessage,
} from '../../../lib/unsent-messages';
import { sendMessage } from '../api/send-message';
import { flattenMessages, lastSeqOf, type MessagePages } from './message-pages';

/**
 * Why the server refused a send, when a 재전송 would be refused again; null when it may go through (no answer: the
 * network; 401: the person logs in again and retries; 408, 429: later).
 */
function refusalOf(error: unknown, photos: boolean): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  if ([401, 408, 429].includes(error.status)) return null;
  // The photos were uploaded before the send; the server removes photos nobody attached after a day.
  if (photos && error.resultCode === 'MEDIA_NOT_FOUND')
    return '사진의 보관 기간이 지나 보낼 수 없어요. 삭제 후 다시 보내 주세요.';
  return errorMessage(error);
}

type OutgoingMessage = Pick<UnsentMessage, 'clientId' | 'text' | 'mediaSeqs'>;

export function useRoomSends(
  chattingRoomId: number,
  {
    list,
    merge,
    resync,
    announce,
    onQueued,
  }: {
    /** The conversation as it stands. */
    list: ChatMessage[];
    merge: (incoming: ChatMessage[]) => void;
    resync: () => Promise<void>;
    announce: (text: string) => void;
    /** A message is about to be sent (a new one: not a 재전송). */
    onQueued: () => void;
  },
) {
  const queryClient = useQueryClient();
  const unsent = useUnsentMessages(chattingRoomId);
  // A send the server stored after all (its answer lost, or still on its way when the room was left) shows once, in
  // the conversation; it is no longer kept as unsent.
  const pending = useMemo(
    () => unsent.filter((p) => !list.some((m) => m.clientId === p.clientId)),
    [unsent, list],
  );
  useEffect(() => {
    if (pending.length < unsent.length)
      dropUnsent(
        chattingRoomId,
        unsent.filter((p) => !pending.includes(p)).map((p) => p.clientId),
      );
  }, [chattingRoomId, pending, unsent]);

  // Runs on when the room is left meanwhile: the answer still reaches the cache and the kept unsent messages.
  const deliver = async (p: OutgoingMessage) => {
    try {
      // Sent as a save (a mutation of the shell's cache), so a refusal for an ended session answers as every save
      // does (§8's alert, 로그인하기): the owner reads why before the login page, not a login page out of nowhere.
      // Built on the cache, not a MutationObserver: the shared @tanstack/react-query module exports only the
      // names the apps import through it (shared/mf), and it runs on when the room is left.
      const stored = await queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: sendMessage })
        .execute({
          chattingRoomId,
          clientId: p.clientId,
          message: p.mediaSeqs.length ? '' : p.text,
          mediaSeqs: p.mediaSeqs,
        });
      // A 재전송 of a message stored long ago (its answer was lost) is answered with it: it belongs above the pages
      // loaded and comes with its page. Put in the list, it stood alone above a hole (see lastSeqOf).
      const data = queryClient.getQueryData<MessagePages>(queryKeys.chatting.messages(chattingRoomId));
      const oldest = flattenMessages(data)[0]?.seq ?? 0;
      if (stored.seq >= oldest) merge([stored]);
      // My message came back with a sequence past a hole: something (the shop's answer) was written in between
      // and has not reached this screen, the socket being down or slow. Fetch it now, not at the next reconnect.
      if (lastSeqOf(queryClient.getQueryData(queryKeys.chatting.messages(chattingRoomId))) < stored.seq)
        void resync();
      dropUnsent(chattingRoomId, [p.clientId]);
    } catch (e) {
      const refusal = refusalOf(e, p.mediaSeqs.length > 0);
      markUnsentFailed(chattingRoomId, p.clientId, refusal);
      // A refusal is read out as it shows (role="alert"); a send the network lost says only 전송 실패 beside it.
      if (!refusal) announce('메시지를 보내지 못했어요. 재전송하거나 삭제할 수 있어요.');
      // A 401 (the session ended: the password was changed, or a logout, on another phone) has had that alert; once
      // it is read the session ends, the person logs in and comes back here, where the message waits as 전송 실패.
    }
  };

  const send = (p: OutgoingMessage) => {
    addUnsent(chattingRoomId, p);
    onQueued();
    void deliver(p);
  };
  // 재전송: only a message that failed, so a double tap (its second tap before the button has gone) sends it once.
  const resend = (p: UnsentMessage) => {
    if (markUnsentSending(chattingRoomId, p.clientId)) void deliver(p);
  };
  /** 삭제: a message that failed is not sent. */
  const drop = (p: UnsentMessage) => dropUnsent(chattingRoomId, [p.clientId]);

  return { pending, send, resend, drop };
}
