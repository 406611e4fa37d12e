// The card itself, as the owner and a shared link see it: the health note first, then mood, meal,
// potty and walk, the teacher's text and the photos (full-screen viewer on tap, with 저장). A web address or a phone
// number in the teacher's words is a link.
import { ImageGrid, Skeleton, formatDay, type PhotoSave } from '@guardian/shared';
import { LinkedText } from '@guardian/shared/forms';
import { formatStayEnd } from '../../../lib/stay-end';
import type { SharedAlimPaper } from '../api/types';
import { activityText, healthTags, mealText, pottyText } from '../lib/labels';
import styles from './alim-paper.module.css';

export function AlimPaperCard({
  card,
  freshPhotos,
}: {
  card: SharedAlimPaper;
  /**
   * The card's photos as read within their links' lifetime (read again when older), so 저장 on a card left open past
   * the hour still opens its photo. Without it, the links the card has.
   */
  freshPhotos?: () => Promise<readonly SharedAlimPaper['photos'][number][]>;
}) {
  const tags = healthTags(card.health);
  const when =
    card.endDate && card.endDate !== card.date
      ? `${formatDay(card.date)} ~ ${formatStayEnd(card.date, card.endDate)}`
      : formatDay(card.date);
  return (
    <article className={styles.card} aria-label={`${card.pet.name}의 알림장`}>
      <header className={styles.cardHead}>
        <p className={styles.date}>{when}</p>
        <h2 className={styles.petName}>{card.pet.name}의 하루</h2>
        <p className={styles.meta}>
          {card.shop.name} · {card.teacherName} 선생님
        </p>
      </header>

      {card.hasHealthNote && card.health ? (
        <section className={styles.health} role="note" aria-label="건강 메모">
          <p className={styles.healthTitle}>
            <span aria-hidden="true">⚠️</span> 건강 메모{tags.length ? `: ${tags.join(', ')}` : ''}
          </p>
          {card.health.note ? (
            <p className={styles.healthNote}>
              <LinkedText text={card.health.note} />
            </p>
          ) : null}
        </section>
      ) : null}

      {card.moods.length ? (
        <section className={styles.block} aria-label="오늘의 기분">
          <h3 className={styles.blockTitle}>오늘의 기분</h3>
          <ul className={styles.moods}>
            {card.moods.map((m) => (
              <li key={m} className={styles.mood}>
                {m}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <dl className={styles.rows}>
        <div className={styles.rowItem}>
          <dt>식사</dt>
          <dd>{card.meal ? mealText(card.meal) : '기록 없음'}</dd>
        </div>
        <div className={styles.rowItem}>
          <dt>배변</dt>
          <dd>{card.potty ? pottyText(card.potty) : '기록 없음'}</dd>
        </div>
        <div className={styles.rowItem}>
          <dt>산책·활동</dt>
          <dd>{card.activity ? activityText(card.activity) : '기록 없음'}</dd>
        </div>
      </dl>

      {card.text ? (
        <section className={styles.block} aria-label="선생님의 한마디">
          <h3 className={styles.blockTitle}>선생님의 한마디</h3>
          <p className={styles.teacherText}>
            <LinkedText text={card.text} />
          </p>
        </section>
      ) : null}

      {card.photos.length ? (
        <section className={styles.block} aria-label="오늘의 사진">
          <h3 className={styles.blockTitle}>오늘의 사진 {card.photos.length}장</h3>
          <ImageGrid
            label={`${card.pet.name}의 사진`}
            images={card.photos.map((p, i) => ({
              src: p.url,
              srcSet: p.srcSet,
              alt: `${card.pet.name} 사진 ${i + 1}`,
            }))}
            save={photoSave(card, freshPhotos)}
            fallback={<Skeleton height={120} />}
          />
        </section>
      ) : null}
    </article>
  );
}

export function AlimPaperCardSkeleton() {
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label="불러오는 중">
      <Skeleton height={72} radius={16} />
      <Skeleton height={64} radius={16} />
      <Skeleton height={140} radius={16} />
      <Skeleton height={120} radius={16} />
    </div>
  );
}

/** 저장 in the card's viewer: files named by the day and the pet, each photo's link fresh when the card is old. */
function photoSave(
  card: SharedAlimPaper,
  freshPhotos?: () => Promise<readonly SharedAlimPaper['photos'][number][]>,
): PhotoSave {
  return {
    name: `${card.date}_${card.pet.name}-알림장`,
    url: async (index) => {
      const shown = card.photos[index];
      if (!freshPhotos) return shown.url;
      return ((await freshPhotos()).find((p) => p.mediaSeq === shown.mediaSeq) ?? shown).url;
    },
  };
}
