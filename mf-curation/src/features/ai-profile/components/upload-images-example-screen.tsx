// /ai-profile/upload-images-example: which photos make good profile pictures, and which do not.
import { useNavigate } from 'react-router-dom';
import { Button, PageHeader } from '@guardian/shared';
import { paths } from '../../../config/paths';
import { PHOTO_EXAMPLES } from '../lib/examples';
import styles from './ai-profile.module.css';
import { Steps } from './steps';

export function UploadImagesExampleScreen() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={paths.aiProfileUploadImagesExample.title} back />
      <div className={styles.page}>
        <Steps current={3} />
        <p className={styles.lead}>
          아이 한 마리만, 얼굴과 몸이 크고 또렷하게 나온 사진 5~10장을 골라 주세요. 여러 각도의 사진일수록
          좋아요.
        </p>
        <h2 className={styles.sectionTitle}>좋은 사진</h2>
        <ul className={styles.grid3}>
          {PHOTO_EXAMPLES.good.map((p) => (
            <li key={p.src} className={styles.tile}>
              <img src={p.src} alt={p.caption} width={110} height={110} />
              <span className={styles.caption}>⭕ {p.caption}</span>
            </li>
          ))}
        </ul>
        <h2 className={styles.sectionTitle}>피해 주세요</h2>
        <ul className={styles.grid3}>
          {PHOTO_EXAMPLES.bad.map((p) => (
            <li key={p.src} className={styles.tile}>
              <img src={p.src} alt={p.caption} width={110} height={110} />
              <span className={styles.caption}>❌ {p.caption}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.bottom}>
        <Button onClick={() => navigate(paths.aiProfileUploadImages.path)}>사진 고르기</Button>
      </div>
    </>
  );
}
