// /curation/{curationSeq}/{curationContentsSeq}: an article (rendered from blocks) or a video,
// the shops it mentions (each opens /shop/{id}), share, the next content of the series and
// related contents.
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  PageHeader,
  ShareButton,
  Skeleton,
  formatSeoulDate,
  isNotFound,
  paths as app,
  routeId,
} from '@guardian/shared';
import { ArticleBlocks, VideoEmbed } from '../../../components/article-blocks/article-blocks';
import { ContentCard } from '../../../components/content-card/content-card';
import { ShopCard } from '../../../components/shop-card/shop-card';
import { useContent } from '../api/get-content';
import styles from './content.module.css';

function ContentSkeleton() {
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label="글을 불러오는 중">
      <Skeleton height={260} radius={0} />
      <div className={styles.inner}>
        <Skeleton height={28} width="85%" />
        <Skeleton height={16} width="40%" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={16} />
        ))}
      </div>
    </div>
  );
}

export function ContentScreen() {
  const params = useParams();
  const navigate = useNavigate();
  // 0 (not asked for) when the address names no content: /curation/0x10/1e1 is not content 16/10.
  const curationSeq = routeId(params.curationSeq) ?? 0;
  const contentsSeq = routeId(params.curationContentsSeq) ?? 0;
  const content = useContent(curationSeq, contentsSeq);
  const c = content.data;

  if (!(curationSeq > 0 && contentsSeq > 0) || (content.isError && isNotFound(content.error)))
    return (
      <>
        <PageHeader title="콘텐츠" back />
        <EmptyState
          title="글을 찾을 수 없어요"
          description="내려갔거나 주소가 바뀌었을 수 있어요."
          action={<Button onClick={() => navigate(app.curation)}>홈으로 가기</Button>}
        />
      </>
    );

  return (
    <>
      <PageHeader
        title={c?.seriesTitle ?? '콘텐츠'}
        back
        heading={!c}
        right={c && <ShareButton title={c.title} text={c.summary} />}
      />
      {content.isError && !c ? (
        <ErrorState
          error={content.error}
          fallback="글을 불러오지 못했어요."
          onRetry={() => void content.refetch()}
        />
      ) : !c ? (
        <ContentSkeleton />
      ) : (
        <article className={styles.page}>
          {c.kind === 'VIDEO' && c.video ? (
            <div className={styles.videoWrap}>
              <VideoEmbed
                provider={c.video.provider}
                videoId={c.video.videoId}
                title={c.title}
                poster={c.coverImageUrl}
              />
            </div>
          ) : (
            <img className={styles.cover} src={c.coverImageUrl} alt="" />
          )}
          <div className={styles.inner}>
            <p className={styles.series}>{c.seriesTitle}</p>
            <h1 className={styles.title}>{c.title}</h1>
            <p className={styles.meta}>
              {c.author} · {formatSeoulDate(c.publishedAt)}
            </p>
            <p className={styles.lead}>{c.summary}</p>
            <ArticleBlocks blocks={c.blocks} shops={c.shops} />
          </div>

          {c.relatedShopIds.length > 0 && (
            <section className={styles.block} aria-labelledby="related-shops">
              <h2 id="related-shops" className={styles.blockTitle}>
                이 글에 나온 매장
              </h2>
              <ul className={styles.shops}>
                {c.relatedShopIds.map((id) => {
                  const shop = c.shops.find((s) => s.shopId === id);
                  return shop ? (
                    <li key={id}>
                      <ShopCard shop={shop} />
                    </li>
                  ) : null;
                })}
              </ul>
            </section>
          )}

          {c.next && (
            <section className={styles.block} aria-labelledby="next-content">
              <h2 id="next-content" className={styles.blockTitle}>
                시리즈 다음 글
              </h2>
              <Link
                className={styles.next}
                to={app.curationContents({
                  curationSeq: c.next.curationSeq,
                  curationContentsSeq: c.next.curationContentsSeq,
                })}
              >
                <img src={c.next.coverImageUrl} alt="" className={styles.nextCover} loading="lazy" />
                <span className={styles.nextText}>
                  <strong>{c.next.title}</strong>
                  <span>{c.next.summary}</span>
                </span>
              </Link>
            </section>
          )}

          {c.related.length > 0 && (
            <section className={styles.block} aria-labelledby="related-contents">
              <h2 id="related-contents" className={styles.blockTitle}>
                함께 읽으면 좋은 글
              </h2>
              <ul className={styles.row}>
                {c.related.map((r) => (
                  <li key={r.curationContentsSeq}>
                    <ContentCard content={r} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
      )}
    </>
  );
}
