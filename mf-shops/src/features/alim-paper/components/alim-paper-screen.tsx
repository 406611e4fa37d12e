// /alim-paper/{id}: the owner's card (marked read on open), a reply to the teacher (its addresses and numbers
// links, as in the card) and the share link.
import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  type ErrorStateProps,
  PageHeader,
  errorMessage,
  formatInstant,
  paths as app,
  routeId,
  shareLink,
  toast,
  toastError,
} from '@guardian/shared';
import {
  FormError,
  LinkedText,
  Textarea,
  tooLongMessage,
  useOneAtATime,
  useWhyBlocked,
} from '@guardian/shared/forms';
import { showsError } from '../../../lib/shows-error';
import { PHOTO_LINKS_FRESH_MS, alimPaperQueryOptions, useAlimPaper } from '../api/get-alim-paper';
import { useReplyAlimPaper } from '../api/reply-alim-paper';
import { useRevokeAlimPaperShare } from '../api/revoke-alim-paper-share';
import { useShareAlimPaper } from '../api/share-alim-paper';
import type { AlimPaper } from '../api/types';
import { useReplyDraftStore } from '../lib/reply-draft';
import { AlimPaperCard, AlimPaperCardSkeleton } from './alim-paper-card';
import styles from './alim-paper.module.css';

export function AlimPaperScreen() {
  const navigate = useNavigate();
  const id = routeId(useParams().id);
  // A card that is gone (or a mistyped address) leads to the list; 다시 시도 only where asking again can help.
  const toList = { label: '알림장 목록', onClick: () => navigate(app.alimPaper) };
  return (
    <>
      <PageHeader title="알림장" back />
      {id === null ? (
        <ErrorState message="알림장을 찾을 수 없어요." action={toList} />
      ) : (
        <CardLoader id={id} toList={toList} />
      )}
    </>
  );
}

function CardLoader({ id, toList }: { id: number; toList: ErrorStateProps['action'] }) {
  const query = useAlimPaper(id);
  const queryClient = useQueryClient();
  // 저장 on a card left open past its links' hour: the card as read within it (asked again when older).
  const freshPhotos = async () =>
    (await queryClient.fetchQuery({ ...alimPaperQueryOptions(id), staleTime: PHOTO_LINKS_FRESH_MS })).photos;
  // The card asked again as the phone comes back to it, on a connection that fails: the card read and the reply
  // being typed stay; only a refusal (the card is gone) takes their place.
  if (showsError(query))
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} action={toList} />;
  if (!query.data) return <AlimPaperCardSkeleton />;
  return (
    <div className={styles.page}>
      <AlimPaperCard card={query.data} freshPhotos={freshPhotos} />
      {/* Keyed by card: another card's reply does not stay in the box. */}
      <ReplyBox key={query.data.alimPaperSeq} card={query.data} />
      <ShareBox card={query.data} />
    </div>
  );
}

/** The API's limit on a reply, in characters (an emoji is one). */
const REPLY_MAX = 500;
const REPLY_SUBJECT = '답장은';

function ReplyBox({ card }: { card: AlimPaper }) {
  // 답장 고쳐 쓰기 starts from the reply already sent (or what was typed and not sent, kept as a draft); after
  // sending, the box keeps what is now the reply.
  const key = String(card.alimPaperSeq);
  const draft = useReplyDraftStore((s) => s.drafts[key]);
  const setDraft = useReplyDraftStore((s) => s.setDraft);
  const clearDraft = useReplyDraftStore((s) => s.clearDraft);
  const text = draft ?? card.reply?.text ?? '';
  const setText = (value: string) => setDraft(key, value);
  const reply = useReplyAlimPaper();
  const unchanged = !text.trim() || text === card.reply?.text;
  // Past the API's limit the box keeps what was typed and says how much to cut (in these words): not sent till then.
  const tooLong = tooLongMessage(REPLY_SUBJECT, text, REPLY_MAX);
  // The button says what it waits for (the box's words, or a change to the reply sent), and a tap goes to the box.
  const form = useRef<HTMLFormElement>(null);
  const why = useWhyBlocked(
    unchanged || tooLong
      ? {
          hint: !text.trim() ? '답장을 입력해 주세요.' : (tooLong ?? '답장을 고치면 바꿀 수 있어요.'),
          field: () => form.current?.querySelector('textarea'),
        }
      : null,
  );
  // useOneAtATime: a second tap would send the reply again and thank the teacher twice.
  const [sending, once] = useOneAtATime();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (why.stopped()) return;
    // mutateAsync, not mutate's callbacks: the draft is dropped once sent even if the card was left meanwhile.
    void once(() =>
      reply.mutateAsync({ id: card.alimPaperSeq, text }).then(
        () => {
          // The card now holds the reply sent, which the box shows.
          clearDraft(key);
          toast.success(`${card.teacherName} 선생님께 답장을 보냈어요`);
        },
        () => undefined, // shown by FormError from reply.error
      ),
    );
  };
  return (
    <section className={styles.block} aria-label="선생님께 답장">
      <h3 className={styles.blockTitle}>선생님께 답장</h3>
      {card.reply ? (
        <div className={styles.myReply}>
          <p className={styles.myReplyText}>
            <LinkedText text={card.reply.text} />
          </p>
          <p className={styles.meta}>{formatInstant(String(card.reply.repliedAt))}에 보냄</p>
        </div>
      ) : null}
      <form className={styles.replyForm} onSubmit={submit} ref={form}>
        <Textarea
          className={styles.replyField}
          label={card.reply ? '답장 고쳐 쓰기' : '감사 인사나 궁금한 점을 남겨 보세요'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={REPLY_MAX}
          tooLongSubject={REPLY_SUBJECT}
          rows={3}
          placeholder="예) 선생님 오늘도 감사합니다!"
        />
        <FormError message={reply.isError ? errorMessage(reply.error, '답장을 보내지 못했어요.') : null} />
        <Button type="submit" loading={sending} {...why.buttonProps}>
          {card.reply ? '답장 바꾸기' : '답장 보내기'}
        </Button>
        {/* The button's description only: on screen, the box and its title say the same. */}
        {why.hiddenHint}
      </form>
    </section>
  );
}

function ShareBox({ card }: { card: AlimPaper }) {
  const [link, setLink] = useState<string | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const share = useShareAlimPaper(card.alimPaperSeq);
  const revoke = useRevokeAlimPaperShare(card.alimPaperSeq);

  // One share or revoke at a time: a double tap lands before the button shows it is busy (the mutation's state
  // reaches the screen a tick later), and each share POST makes a new link that closes the one before. Held until
  // the phone's share sheet (or the copy) is done, so a tap meanwhile does not replace the link being shared.
  const [busy, once] = useOneAtATime();
  const create = () =>
    once(async () => {
      let token: string;
      try {
        token = (await share.mutateAsync()).token;
      } catch (e) {
        toastError(e, '공유 링크를 만들지 못했어요.');
        return;
      }
      const url = `${window.location.origin}${app.alimPaperByToken(token)}`;
      setLink(url);
      const how = await shareLink({ title: `${card.pet.name}의 알림장`, url });
      if (how === 'copied') toast.success('공유 링크를 복사했어요');
      else if (how === 'failed') toast.success('공유 링크를 만들었어요. 아래 주소를 복사해 주세요');
    });

  const doRevoke = () => {
    setConfirmRevoke(false);
    void once(async () => {
      try {
        await revoke.mutateAsync();
        setLink(null);
        toast.success('공유 링크를 끊었어요. 받은 사람은 더 이상 볼 수 없어요');
      } catch (e) {
        toastError(e, '링크를 끊지 못했어요.');
      }
    });
  };

  return (
    <section className={styles.block} aria-label="알림장 공유">
      <h3 className={styles.blockTitle}>가족과 공유하기</h3>
      <p className={styles.meta}>
        {card.share
          ? `공유 링크가 ${formatInstant(String(card.share.expiresAt))}까지 열려 있어요. 로그인 없이 이 알림장만 볼 수 있어요.`
          : '링크를 받은 사람은 로그인 없이 이 알림장만 볼 수 있어요. 링크는 7일 뒤 닫혀요.'}
      </p>
      {link ? (
        <input
          className={styles.linkField}
          readOnly
          value={link}
          aria-label="공유 링크"
          onFocus={(e) => e.target.select()}
        />
      ) : null}
      <div className={styles.shareActions}>
        <Button loading={busy && !revoke.isPending} onClick={() => void create()}>
          {card.share ? '새 공유 링크 만들기' : '공유 링크 만들기'}
        </Button>
        {card.share ? (
          <Button variant="secondary" loading={revoke.isPending} onClick={() => setConfirmRevoke(true)}>
            링크 끊기
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmRevoke}
        text="공유 링크를 끊을까요?"
        subText="이미 링크를 받은 사람도 더 이상 이 알림장을 볼 수 없어요."
        confirmText="링크 끊기"
        onConfirm={doRevoke}
        onCancel={() => setConfirmRevoke(false)}
      />
    </section>
  );
}
