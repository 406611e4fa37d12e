// A post by someone I blocked, opened by itself (a share, 소식, the browser's history: the lists leave such posts
// out). In its place first, as a cafe or Instagram does: whose it is and why it is held back, its text and photos not
// shown, with 이 글 보기 (this once, still blocked) and 차단 해제 (unblocks them, and the post shows).
import { Button } from '@guardian/shared';
import styles from './post.module.css';

export function BlockedPost({
  nickname,
  onShow,
  onUnblock,
  unblocking,
}: {
  nickname: string;
  onShow: () => void;
  onUnblock: () => void;
  unblocking: boolean;
}) {
  return (
    <section className={styles.post} aria-labelledby="blocked-post-title">
      <div className={styles.blockedPost}>
        <p id="blocked-post-title" className={styles.blockedTitle}>
          차단한 사용자의 글이에요
        </p>
        <p className={styles.blockedText}>
          {nickname}님을 차단해서 글과 댓글을 가려 두었어요. 차단을 해제하면 다시 볼 수 있어요.
        </p>
        <div className={styles.blockedActions}>
          <Button variant="secondary" onClick={onShow}>
            이 글 보기
          </Button>
          <Button loading={unblocking} onClick={onUnblock}>
            차단 해제
          </Button>
        </div>
      </div>
    </section>
  );
}
