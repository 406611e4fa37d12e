// One comment or reply in the thread: its author (작성자 when the post's), its text with links and #tags (after
// `@닉네임`, whom a reply to a reply answers), 답글 달기, and
// 수정/삭제 for my own or 신고 and 차단 for someone else's. A deleted, hidden, (by me) reported one or one by someone I
// blocked keeps its place as a line saying so, so that the replies under it stay in their thread.
import { useEffect, useRef, useState } from 'react';
import { dialog, toastError, useAutoGrow, useIsLoggedIn } from '@guardian/shared';
import { LinkedText, tooLongMessage, useWhyBlocked } from '@guardian/shared/forms';
import { LIMITS, type CommunityComment, type CommunityReply } from '../../../api/types';
import { AuthorLine } from '../../../components/author-line';
import { tagHref } from '../../../lib/tag-href';
import { useDeleteComment, useEditComment } from '../api/comment-mutations';
import { keepCommentEdit, readCommentEdit } from '../lib/comment-draft';
import { scrollIntoSight } from '../lib/comment-scroll';
import styles from './post.module.css';

export function CommentItem({
  communitySeq,
  comment,
  lit = false,
  reveal = false,
  onRevealed,
  onReply,
  onReport,
  onBlock,
  onDeleted,
  onEditing,
}: {
  communitySeq: number;
  comment: CommunityComment | CommunityReply;
  /** Opened at by a link: lit for a moment. */
  lit?: boolean;
  /** Just written, in its place: scrolled into sight (then `onRevealed`). */
  reveal?: boolean;
  onRevealed?: () => void;
  onReply?: () => void;
  onReport: (commentSeq: number) => void;
  /** 차단: blocks the comment's author (asked first). */
  onBlock?: (author: { userSeq: number; nickname: string }) => void;
  onDeleted: () => void;
  /** The edit box opened (true) or went (false; also when the comment goes while it is open). */
  onEditing: (open: boolean) => void;
}) {
  const loggedIn = useIsLoggedIn();
  // An edit not saved before (its 저장 refused as the session ended, then the login back here) opens again as it was.
  const [unsaved] = useState(() => (comment.mine ? readCommentEdit(communitySeq, comment.commentSeq) : null));
  const [editing, setEditing] = useState(unsaved !== null && loggedIn);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!reveal || !root.current) return;
    scrollIntoSight(root.current);
    onRevealed?.();
  }, [reveal, onRevealed]);
  // Saved or cancelled, the edit box and its buttons go: the focus returns to 수정, where the edit began.
  const editButton = useRef<HTMLButtonElement>(null);
  const editOpened = useRef(false);
  useEffect(() => {
    if (editing) editOpened.current = true;
    else if (editOpened.current) {
      editOpened.current = false;
      editButton.current?.focus();
    }
  }, [editing]);
  const [text, setText] = useState(unsaved ?? comment.content ?? '');
  // Kept as typed while the box is open and someone is logged in (as the comment box's draft); closing it forgets it.
  useEffect(() => {
    if (editing && loggedIn)
      keepCommentEdit(communitySeq, comment.commentSeq, text === comment.content ? null : text);
  }, [editing, loggedIn, text, communitySeq, comment.commentSeq, comment.content]);
  const closeEdit = () => {
    keepCommentEdit(communitySeq, comment.commentSeq, null);
    setEditing(false);
  };
  const editRef = useRef<HTMLTextAreaElement>(null);
  // Sized as the box opens (it is there only while editing) and as it is typed in.
  useAutoGrow(editRef, editing ? text : '');
  // 수정 goes as the box opens: the focus goes into the box, after the last word (the phone's keyboard comes up),
  // where it fell to the page's top and the box had to be tapped again.
  useEffect(() => {
    const box = editRef.current;
    if (!editing || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, [editing]);
  useEffect(() => {
    if (!editing) return;
    onEditing(true);
    return () => onEditing(false);
  }, [editing, onEditing]);
  const edit = useEditComment(communitySeq);
  const remove = useDeleteComment(communitySeq);
  const editTooLong = editing ? tooLongMessage('댓글은', text, LIMITS.comment) : null;
  const editTooLongId = `comment-${comment.commentSeq}-too-long`;
  const whySaveWaits = useWhyBlocked(
    !editing
      ? null
      : !text.trim()
        ? { hint: '댓글을 입력해 주세요.', field: () => editRef.current }
        : editTooLong
          ? { hint: editTooLong, field: () => editRef.current, describedBy: editTooLongId }
          : null,
  );

  const litClass = lit ? ` ${styles.lit}` : '';
  const { addressee } = comment;
  if (comment.deleted) return <p className={`${styles.gone}${litClass}`}>삭제된 댓글이에요</p>;
  if (comment.hidden) return <p className={`${styles.gone}${litClass}`}>신고가 접수되어 가려진 댓글이에요</p>;
  if (comment.reported) return <p className={`${styles.gone}${litClass}`}>신고한 댓글이에요</p>;
  if (comment.blocked) return <p className={`${styles.gone}${litClass}`}>차단한 사용자의 댓글이에요</p>;

  const onDelete = async () => {
    if (!(await dialog.confirm({ text: '댓글을 삭제할까요?', confirmText: '삭제' }))) return;
    remove.mutate(comment.commentSeq, { onSuccess: onDeleted, onError: (e) => toastError(e) });
  };
  const onSave = () =>
    !whySaveWaits.stopped() &&
    edit.mutate(
      { commentSeq: comment.commentSeq, content: text },
      { onSuccess: closeEdit, onError: (e) => toastError(e) },
    );

  return (
    <div ref={root} className={`${styles.comment}${litClass}`}>
      <AuthorLine
        small
        author={comment.author}
        at={comment.createdAt}
        edited={comment.edited}
        badge={
          comment.byPostAuthor ? (
            <>
              {' '}
              <span className={styles.authorBadge}>작성자</span>
            </>
          ) : null
        }
      />
      {editing ? (
        <div className={styles.editBox}>
          <textarea
            ref={editRef}
            className={styles.input}
            aria-label="댓글 수정"
            rows={1}
            value={text}
            aria-invalid={editTooLong ? true : undefined}
            aria-describedby={editTooLong ? editTooLongId : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {editTooLong ? (
            <p id={editTooLongId} role="alert" className={styles.error}>
              {editTooLong}
            </p>
          ) : null}
          <div className={styles.commentActions}>
            <button type="button" className={styles.textButton} onClick={closeEdit}>
              취소
            </button>
            <button
              type="button"
              className={styles.textButton}
              disabled={edit.isPending}
              {...whySaveWaits.buttonProps}
              onClick={onSave}
            >
              저장
            </button>
            {whySaveWaits.hiddenHint}
          </div>
        </div>
      ) : (
        <p className={styles.commentText}>
          {addressee ? (
            <>
              <span className={styles.mention}>@{addressee.nickname}</span>{' '}
            </>
          ) : null}
          <LinkedText text={comment.content ?? ''} tagHref={tagHref} />
        </p>
      )}
      {!editing ? (
        <div className={styles.commentActions}>
          {onReply ? (
            <button type="button" className={styles.textButton} onClick={onReply}>
              답글 달기
            </button>
          ) : null}
          {comment.mine ? (
            <>
              <button
                type="button"
                ref={editButton}
                className={styles.textButton}
                onClick={() => {
                  // What was typed in an edit that was cancelled is not the comment: start from the comment itself.
                  setText(comment.content ?? '');
                  setEditing(true);
                }}
              >
                수정
              </button>
              <button type="button" className={styles.textButton} onClick={() => void onDelete()}>
                삭제
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className={styles.textButton}
                onClick={() => onReport(comment.commentSeq)}
              >
                신고
              </button>
              {onBlock && comment.author ? (
                <button
                  type="button"
                  className={styles.textButton}
                  aria-label={`${comment.author.nickname}님 차단`}
                  onClick={() => comment.author && onBlock(comment.author)}
                >
                  차단
                </button>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
