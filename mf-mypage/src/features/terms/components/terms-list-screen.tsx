// /my-info/terms, 약관 및 정책 (마이페이지's menu): the terms and policies, 고객센터 and, in the app, its version.
// Public, like the texts it lists: the privacy policy must be readable without an account.
import { PageHeader, ROUTES, paths, useDeviceStore } from '@guardian/shared';
import { HELP_EMAIL, TERMS_KINDS, termsTitle } from '@guardian/shared/forms';
import { MenuList } from '../../../components/menu-list';
import menu from '../../../components/menu-list.module.css';
import styles from './terms.module.css';

export function TermsListScreen() {
  // The native app's version, which it tells the page (DEVICE_INFO); a browser has none to show.
  const appVersion = useDeviceStore((s) => s.deviceInfo?.app_version ?? null);
  return (
    <>
      <PageHeader title={ROUTES.myInfoTerms.title} back />
      <MenuList
        title="약관"
        items={TERMS_KINDS.map((kind) => ({ label: termsTitle(kind), to: paths.myInfoTermsDetail(kind) }))}
      />
      <section className={menu.section}>
        <h2 className={menu.title}>고객센터</h2>
        <ul className={menu.list}>
          <li>
            {/* The whole row writes the mail (the app opens mailto: in the phone's mail app, as it does tel:). */}
            <a className={menu.row} href={`mailto:${HELP_EMAIL}`}>
              <span>이메일 문의</span>
              <span className={menu.value}>{HELP_EMAIL}</span>
            </a>
          </li>
          <li>
            <div className={menu.row}>
              <span>운영시간</span>
              <span className={menu.value}>평일 10:00~18:00</span>
            </div>
          </li>
        </ul>
        <p className={styles.note}>주말과 공휴일에 보낸 문의는 다음 평일에 차례로 답해 드려요.</p>
      </section>
      {appVersion && <MenuList title="앱 정보" items={[{ label: '버전 정보', value: appVersion }]} />}
    </>
  );
}
