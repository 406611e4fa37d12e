// A signed copy: what was signed, for which pet, when, the SHA-256 of the text, and the PDF.
import { useState } from 'react';
import { Button, ErrorState, Skeleton, formatInstant, toastError } from '@guardian/shared';
import { downloadSignaturePdf, useSignature } from '../api/get-signature';
import styles from './consent.module.css';

export function SignedCopy({ signatureSeq, current }: { signatureSeq: number; current: boolean }) {
  const query = useSignature(signatureSeq);
  const [downloading, setDownloading] = useState(false);
  if (query.isError)
    return (
      <ErrorState
        error={query.error}
        fallback="서명본을 불러오지 못했어요."
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <Skeleton height={168} radius={12} />;
  const s = query.data;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadSignaturePdf(s);
    } catch (e) {
      toastError(e, 'PDF를 내려받지 못했어요. 잠시 후 다시 시도해 주세요.');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section className={styles.signed} aria-label={current ? '서명본' : '지난 서명본'}>
      <h2 className={styles.title}>{current ? '서명본' : `지난 서명본 (제${s.version}판)`}</h2>
      <dl>
        {s.petName ? (
          <div className={styles.row}>
            <dt>반려동물</dt>
            <dd>{s.petName}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>서명 일시</dt>
          <dd>{formatInstant(s.signedAt)}</dd>
        </div>
        <div className={styles.row}>
          <dt>동의서 판</dt>
          <dd>제{s.version}판</dd>
        </div>
        <div className={styles.row}>
          {/* Named by what it is for: it shows the signed text has not been changed since (a bare hash meant nothing). */}
          <dt>위·변조 확인값 (SHA-256)</dt>
          <dd className={styles.hash}>{s.bodySha256}</dd>
        </div>
      </dl>
      <Button variant="secondary" loading={downloading} onClick={() => void download()}>
        PDF 내려받기
      </Button>
    </section>
  );
}
