import styles from './mall-screen.module.css';
export function MallScreen() {
  return <div className={styles.root}>쇼핑</div>;
}
