// Says so when 가까운순 is measured from Seoul City Hall because the device gave no location.
import styles from './shop-results.module.css';

export function LocationNote({ fallback }: { fallback: boolean }) {
  return fallback ? (
    <p className={styles.note} role="status">
      위치 정보를 사용할 수 없어 서울시청 기준으로 보여 드려요
    </p>
  ) : null;
}
