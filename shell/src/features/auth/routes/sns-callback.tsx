// /callback/kakao, /callback/apple: exchange the authorization code, then either log in or
// continue to sign-up (/auth/sns) with the snsToken.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@guardian/shared';
import { paths } from '../../../config/paths';
import { PageSkeleton } from '../../../components/page-skeleton';
import { exchangeSnsCode, snsRedirectUri, type SnsProvider } from '../api/sns';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { clearSnsFlow, readSnsFlow, writeSnsFlow } from '../sns-flow';
import styles from '../../../components/status-screen.module.css';
import primaryLink from '../../../components/status-primary-link.module.css';

const NAMES: Record<SnsProvider, string> = { KAKAO: '카카오', APPLE: 'Apple' };

function SnsCallback({ kind }: { kind: SnsProvider }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { completeLogin } = useCompleteLogin();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const flow = readSnsFlow();
    if (params.get('error') || !code || !state) {
      setError(`${NAMES[kind]} 로그인이 취소되었거나 완료되지 않았어요.`);
      return;
    }
    // No stored flow means this tab never started a login: a forged callback link (login CSRF).
    if (!flow?.state || flow.state !== state) {
      setError('로그인 요청이 올바르지 않아요. 처음부터 다시 시도해 주세요.');
      return;
    }
    exchangeSnsCode({ kind, code, state, redirectUri: snsRedirectUri(kind) })
      .then((result) => {
        if (result.session) {
          clearSnsFlow();
          completeLogin(result.session, flow?.redirectUrl);
        } else if (result.snsToken) {
          writeSnsFlow({ kind, snsToken: result.snsToken, redirectUrl: flow?.redirectUrl ?? null });
          navigate(paths.authSns, { replace: true });
        } else {
          setError(`${NAMES[kind]} 로그인을 완료하지 못했어요.`);
        }
      })
      .catch((e: unknown) => setError(errorMessage(e, `${NAMES[kind]} 로그인을 완료하지 못했어요.`)));
  }, [kind, params, navigate, completeLogin]);

  if (!error) return <PageSkeleton />;
  return (
    <section className={styles.screen} role="alert">
      <h1 className={styles.title}>로그인하지 못했어요</h1>
      <p className={styles.body}>{error}</p>
      <div className={styles.actions}>
        <Link className={primaryLink.primaryLink} to={paths.auth} replace>
          로그인 화면으로
        </Link>
      </div>
    </section>
  );
}

export const KakaoCallback = () => <SnsCallback kind="KAKAO" />;
export const AppleCallback = () => <SnsCallback kind="APPLE" />;
