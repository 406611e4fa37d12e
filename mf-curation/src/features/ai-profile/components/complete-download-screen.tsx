// /ai-profile/complete-download?orderSeq=: save one picture or all of them (ZIP on the web; in the app each
// picture goes to the gallery through the bridge).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  EmptyState,
  LoginPrompt,
  PageHeader,
  QueryState,
  saveBlob,
  Skeleton,
  errorMessage,
  href,
  isInApp,
  toast,
  useIsLoggedIn,
} from '@guardian/shared';
import { FormError, useOneAtATime } from '@guardian/shared/forms';
import { paths } from '../../../config/paths';
import { downloadPicture, downloadZip } from '../api/download-zip';
import type { AiOrder, AiResult } from '../api/types';
import { saveImage } from '../lib/save';
import styles from './ai-profile.module.css';
import { ResultPicture } from './result-picture';
import { ORDER_LOGIN, useAddressedOrder } from './detail-screen';

export function CompleteDownloadScreen() {
  const loggedIn = useIsLoggedIn();
  return (
    <>
      <PageHeader title={paths.aiProfileCompleteDownload.title} back />
      <div className={styles.page}>{loggedIn ? <Pictures /> : <LoginPrompt description={ORDER_LOGIN} />}</div>
    </>
  );
}

function Pictures() {
  const { orderSeq, order, notFound, toHistory } = useAddressedOrder();
  return (
    <QueryState
      notFound={notFound}
      query={order}
      errorFallback="사진을 불러오지 못했어요."
      errorAction={toHistory}
      skeleton={
        <div className={styles.grid} role="status" aria-busy="true" aria-label="사진을 불러오는 중">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={160} radius={12} />
          ))}
        </div>
      }
      isEmpty={(o) => o.status !== 'DONE' || o.results.length === 0}
      empty={{
        title: '아직 저장할 사진이 없어요',
        description: '사진이 완성되면 여기에서 저장할 수 있어요.',
        action: (
          <Link to={href('aiProfileById', { id: orderSeq })} className={styles.muted}>
            진행 상황 보기 ›
          </Link>
        ),
      }}
    >
      {(data) => <Downloads order={data} />}
    </QueryState>
  );
}

function Downloads({ order }: { order: AiOrder }) {
  const [saved, setSaved] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  // One save at a time (useOneAtATime: a double tap lands before the buttons are drawn disabled): 모두 받기 tapped
  // twice downloaded the ZIP twice (two files, two toasts), 저장 put the picture in the gallery twice.
  const [, once] = useOneAtATime();
  const [error, setError] = useState<string>();
  const inApp = isInApp();

  const saveOne = async (r: AiResult) => {
    setBusy(r.resultSeq);
    setError(undefined);
    try {
      const where = await saveImage(r.url, r.fileName, () => downloadPicture(order.orderSeq, r.resultSeq));
      setSaved((s) => new Set(s).add(r.resultSeq));
      toast.success(where === 'gallery' ? '사진첩에 저장했어요.' : '사진을 내려받았어요.');
    } catch (e) {
      setError(errorMessage(e, '사진을 저장하지 못했어요.'));
    } finally {
      setBusy(null);
    }
  };

  const saveAll = async () => {
    setBusy('all');
    setError(undefined);
    try {
      if (inApp) {
        for (const r of order.results)
          await saveImage(r.url, r.fileName, () => downloadPicture(order.orderSeq, r.resultSeq));
        toast.success(`사진 ${order.results.length}장을 사진첩에 저장했어요.`);
      } else {
        await saveBlob(await downloadZip(order.orderSeq), `guardian-ai-profile-${order.orderSeq}.zip`);
        toast.success('사진을 모두 ZIP 파일로 내려받았어요.');
      }
      setSaved(new Set(order.results.map((r) => r.resultSeq)));
    } catch (e) {
      setError(errorMessage(e, '사진을 저장하지 못했어요.'));
    } finally {
      setBusy(null);
    }
  };

  if (!order.results.length) return <EmptyState title="저장할 사진이 없어요" />;
  return (
    <>
      <p className={styles.lead}>
        {order.petName}의 프로필 사진 {order.results.length}장이에요.{' '}
        {inApp ? '저장하면 사진첩에 들어가요.' : '한 장씩 또는 한꺼번에(ZIP) 받을 수 있어요.'}
      </p>
      <ul className={styles.grid} aria-label="저장할 사진">
        {order.results.map((r) => (
          <li key={r.resultSeq} className={styles.tile}>
            <ResultPicture result={r} />
            <Button
              variant="secondary"
              className={styles.saveOne}
              loading={busy === r.resultSeq}
              disabled={busy !== null}
              onClick={() => void once(() => saveOne(r))}
              aria-label={`${r.styleName} 저장`}
            >
              {saved.has(r.resultSeq) ? '✓ 저장됨' : `${r.styleName} 저장`}
            </Button>
          </li>
        ))}
      </ul>
      <FormError message={error} />
      <div className={styles.bottom}>
        <Button loading={busy === 'all'} disabled={busy !== null} onClick={() => void once(saveAll)}>
          {inApp ? '모두 사진첩에 저장' : '모두 받기 (ZIP)'}
        </Button>
      </div>
    </>
  );
}
