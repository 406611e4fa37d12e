// /my-info/terms/:kind: one text (service, privacy, privacy-policy, marketing); any other kind is a page that does not
// exist, so /not-found, as the shell's catch-all answers an address nobody owns.
import { Navigate, useParams } from 'react-router-dom';
import { PageHeader, ROUTES } from '@guardian/shared';
import { TermsDocument, isTermsKind, termsTitle } from '@guardian/shared/forms';
import styles from './terms.module.css';

export function TermsScreen() {
  const { kind } = useParams();
  if (!isTermsKind(kind)) return <Navigate to={ROUTES.notFound.path} replace />;
  return (
    <>
      <PageHeader title={termsTitle(kind)} back />
      <div className={styles.page}>
        <TermsDocument kind={kind} />
      </div>
    </>
  );
}
