// /lure: public landing for people arriving from a shared link.
import { useNavigate } from 'react-router-dom';
import { Button, appStoreUrl } from '@guardian/shared';
import { paths } from '../../../config/paths';
import styles from './entry.module.css';

const FEATURES = [
  { title: '간편한 온라인 예약', body: '미용, 호텔, 유치원, 데이케어를 빈 시간 확인하고 바로 예약해요.' },
  { title: '매일 받아보는 알림장', body: '오늘 기분, 식사, 산책, 사진까지 선생님이 보내준 하루를 확인해요.' },
  { title: '매장과 바로 채팅', body: '궁금한 건 전화 대신 채팅으로 편하게 물어보세요.' },
];

export function LureScreen() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <section className={styles.lureHero}>
        <p className={styles.eyebrow}>반려동물 케어 예약 앱</p>
        <h1 className={styles.headline}>
          우리 아이가 다니는 매장,
          <br />
          가디언에서 한 번에
        </h1>
      </section>
      <ul className={styles.features}>
        {FEATURES.map((f) => (
          <li key={f.title} className={styles.feature}>
            <strong className={styles.featureTitle}>{f.title}</strong>
            <span className={styles.featureBody}>{f.body}</span>
          </li>
        ))}
      </ul>
      <div className={styles.stores}>
        <a className={styles.store} href={appStoreUrl('ios')} target="_blank" rel="noreferrer">
          App Store
        </a>
        <a className={styles.store} href={appStoreUrl('android')} target="_blank" rel="noreferrer">
          Google Play
        </a>
      </div>
      <div className={styles.actions}>
        <Button onClick={() => navigate(paths.auth)}>로그인</Button>
        <Button variant="text" onClick={() => navigate(paths.home)}>
          먼저 둘러볼게요
        </Button>
      </div>
    </div>
  );
}
