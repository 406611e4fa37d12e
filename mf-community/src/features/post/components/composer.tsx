// The box a comment or reply is written in, held at the bottom of the post page (or at the thread's end while a
// comment is being edited). What is typed is kept as a draft until it is posted; a guest gets a link to log in.
// A reply to a reply goes under the same comment (one level of replies), addressed to that reply's author.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  Button,
  authHref,
  charCount,
  errorMessage,
  isUnauthorized,
  useAutoGrow,
  useIsLoggedIn,
} from '@guardian/shared';
import { tooLongMessage, useOneAtATime, useWhyBlocked } from '@guardian/shared/forms';
import { LIMITS, type CommunityReply } from '../../../api/types';
import { clientIdFor, forgetClientId } from '../../../lib/client-id';
import { isReplyTargetGone, useWriteComment } from '../api/comment-mutations';
import { isParentGone } from '../api/post-gone';
import { type ReplyTarget, keepCommentDraft, readCommentDraft } from '../lib/comment-draft';
import { COMPOSER } from '../lib/comment-scroll';
import styles from './post.module.css';

/** A reply refused because its comment was deleted meanwhile: the box now holds a comment. */
const PARENT_GONE = '답글을 달 댓글이 삭제됐어요. 등록하면 새 댓글로 올라가요.';
/** A reply to a reply refused because that reply was deleted meanwhile: the box now answers its thread's comment. */
const replyGone = (thread: ReplyTarget['thread']) =>
  `답글을 달 답글이 삭제됐어요. 등록하면 ${thread?.nickname ? `${thread.nickname}님에게 ` : ''}답글로 올라가요.`;

/** What 등록 sends: a reply to a reply names the reply answered and, as its parent, the comment of its thread. */
const bodyFor = (content: string, replyTo: ReplyTarget | null) =>
  replyTo?.thread
    ? { content, parentSeq: replyTo.thread.commentSeq, replyToSeq: replyTo.commentSeq }
    : { content, parentSeq: replyTo?.commentSeq ?? null };

export function Composer({
  communitySeq,
  replyTo,
  onReplyTo,
  onWritten,
  inputRef,
  docked,
}: {
  communitySeq: number;
  replyTo: ReplyTarget | null;
  /** What the box answers now (null: a comment of its own). */
  onReplyTo: (replyTo: ReplyTarget | null) => void;
  /** Posted: the comment as the thread shows it (already in its place in the cached thread). */
  onWritten: (comment: CommunityReply) => Promise<void>;
  inputRef: React.RefObject<HTMLTextAreaElement | null>;
  /** Held at the bottom of the screen; false: in its place at the thread's end (a comment is being edited). */
  docked: boolean;
}) {
  const loggedIn = useIsLoggedIn();
  const { pathname, search } = useLocation();
  // What was typed here before (the login that ended on 등록 and came back, or another visit) is in the box again.
  const [text, setText] = useState(() => readCommentDraft(communitySeq)?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const write = useWriteComment(communitySeq);
  // Kept only while someone is logged in: the box is theirs (a guest has no box, and a logout forgets drafts).
  useEffect(() => {
    if (loggedIn) keepCommentDraft(communitySeq, { text, replyTo });
  }, [loggedIn, communitySeq, text, replyTo]);
  // One comment per tap (useOneAtATime: a double tap comes before the busy state): otherwise
  // each POST adds a comment.
  const [sending, once] = useOneAtATime();
  const form = useRef<HTMLFormElement>(null);
  useAutoGrow(inputRef, text);
  const tooLong = tooLongMessage('댓글은', text, LIMITS.comment);
  // 등록 says what it waits for, and a tap on it while the box is empty (or too long) takes the focus into the box.
  const why = useWhyBlocked(
    !text.trim()
      ? { hint: replyTo ? '답글을 입력해 주세요.' : '댓글을 입력해 주세요.', field: () => inputRef.current }
      : tooLong
        ? { hint: tooLong, field: () => inputRef.current, describedBy: 'comment-too-long' }
        : null,
  );

  if (!loggedIn)
    return (
      <div className={styles.composer}>
        <Link className={styles.loginLink} to={authHref(pathname + search)}>
          로그인하고 댓글 쓰기
        </Link>
      </div>
    );

  const submit = () =>
    once(async () => {
      if (why.stopped()) return;
      setError(null);
      // Posted or not, the focus stays in the box (등록, busy meanwhile and then disabled when empty, dropped it to the
      // page's top): the next comment, or the retry with the text kept, is typed at once.
      const keepFocus = form.current?.contains(document.activeElement);
      const body = bodyFor(text, replyTo);
      // The same comment sent again (등록 after a network error, its answer lost) goes with the same clientId, so
      // the API answers the comment it wrote instead of writing it twice; another text or reply gets a new one.
      const written = `comment.${communitySeq}`;
      const clientId = clientIdFor(written, JSON.stringify(body));
      try {
        const { comment } = await write.mutateAsync({ ...body, clientId });
        forgetClientId(written);
        setText('');
        onReplyTo(null);
        await onWritten(comment);
      } catch (e) {
        // The comment replied to was deleted meanwhile (the thread is read again, useWriteComment): the text, kept,
        // is no longer a reply to it, and 등록 posts it as a comment of its own (it was refused forever).
        if (isParentGone(e, body.parentSeq)) {
          onReplyTo(null);
          setError(PARENT_GONE);
        }
        // The reply answered was deleted meanwhile: the text goes to its thread's comment, as a reply to it (if that
        // went too, the next 등록 says so and it becomes a comment).
        else if (isReplyTargetGone(e) && replyTo?.thread) {
          onReplyTo(replyTo.thread);
          setError(replyGone(replyTo.thread));
        }
        // A session that ended says so in its own alert (the shared 401 rule), and the text waits as a draft.
        else if (!isUnauthorized(e)) setError(errorMessage(e));
      }
      if (keepFocus) inputRef.current?.focus();
    });

  return (
    <form
      ref={form}
      id={COMPOSER}
      className={docked ? styles.composer : `${styles.composer} ${styles.undocked}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {replyTo ? (
        <p className={styles.replyTo}>
          <span>{replyTo.nickname ? `${replyTo.nickname}님에게 답글` : '답글'}</span>
          <button type="button" className={styles.textButton} onClick={() => onReplyTo(null)}>
            취소
          </button>
        </p>
      ) : null}
      <div className={styles.composerRow}>
        <textarea
          ref={inputRef}
          className={styles.input}
          aria-label={replyTo ? '답글' : '댓글'}
          placeholder={replyTo ? '답글을 남겨 주세요' : '댓글을 남겨 주세요'}
          value={text}
          rows={1}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={tooLong ? 'comment-too-long' : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <Button
          type="submit"
          fullWidth={false}
          loading={sending}
          {...why.buttonProps}
          // A tap keeps the focus (and the phone's keyboard) in the box.
          onMouseDown={(e) => e.preventDefault()}
        >
          등록
        </Button>
        {/* The button's description only: on screen, the box's placeholder says the same. */}
        {why.hiddenHint}
      </div>
      <p className={styles.composerMeta}>
        {tooLong ? (
          <span id="comment-too-long" role="alert" className={styles.error}>
            {tooLong}
          </span>
        ) : error ? (
          <span role="alert" className={styles.error}>
            {error}
          </span>
        ) : (
          <span />
        )}
        <span aria-hidden="true" className={`${styles.composerCount} ${tooLong ? styles.over : ''}`}>
          {charCount(text)}/{LIMITS.comment}
        </span>
      </p>
    </form>
  );
}
