// 쇼핑 tab: the mall in an iframe filling the area above the tab bar. Coming back to the tab shows the mall page
// the user left; tapping the tab again reloads the mall's home (spec §2).
import {
  ErrorState,
  Skeleton,
  VisuallyHidden,
  getRuntimeConfig,
  toast,
  useTabReselect,
} from '@guardian/shared';
import { paths } from '../../../config/paths';
import { useMallFrame } from '../hooks/use-mall-frame';
import styles from './mall-screen.module.css';

export function MallScreen() {
  const mall = useMallFrame(getRuntimeConfig().mallUrl);
  useTabReselect(paths.shopping.path, mall.reload);
  // Leaving, the frame steps back over its pages first (use-mall-frame.ts): none of them shows on the way.
  const shown = mall.status === 'ready' && !mall.leaving;

  return (
    <div className={styles.root}>
      {/* The top bar shows the brand and the mall its own: the page's title for a screen reader. */}
      <VisuallyHidden as="h1">쇼핑</VisuallyHidden>
      {mall.status === 'loading' && (
        <div className={styles.skeleton} role="status" aria-busy="true" aria-label="쇼핑몰을 불러오는 중">
          {/* The mall's own first screen, block for block: its name, the banner, the categories, the goods. */}
          <Skeleton width={104} height={24} />
          <Skeleton width={208} height={14} />
          <Skeleton height={108} radius={14} />
          <div className={styles.skeletonRow}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} width={60} height={34} radius={999} />
            ))}
          </div>
          <div className={styles.skeletonGrid}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height="auto" radius={12} className={styles.skeletonTile} />
            ))}
          </div>
        </div>
      )}
      {(mall.status === 'error' || mall.status === 'offline') && (
        // The one word on the connection on this page: the shell's offline banner stands aside on 쇼핑.
        <ErrorState
          message={
            mall.status === 'offline'
              ? '인터넷에 연결되어 있지 않아요. 연결되면 쇼핑몰을 다시 보여 드릴게요.'
              : '쇼핑몰을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'
          }
          onRetry={() => {
            // A tap that changes nothing on the screen would read as a dead button.
            if (!mall.retry()) toast.error('아직 인터넷에 연결되어 있지 않아요. 연결을 확인해 주세요.');
          }}
        />
      )}
      {/* Always in the page, so that it can step back over its own pages before it is replaced (use-mall-frame.ts):
          until the mall shows, neither seen, nor tapped, nor read (the skeleton or the notice is the page). */}
      <iframe
        key={mall.frameKey}
        ref={mall.frameRef}
        className={shown ? styles.frame : `${styles.frame} ${styles.hidden}`}
        src={mall.src}
        title="가디언 쇼핑몰"
        aria-hidden={shown ? undefined : true}
        inert={!shown}
        tabIndex={shown ? undefined : -1}
        onLoad={mall.onLoad}
        onError={mall.onError}
      />
    </div>
  );
}
