// /invitation?token=: a shop's invitation link. Shows the shop, links it after login, and makes
// the linked shop the current one.
//
// 로그인하고 연결하기 carries its tap through the login: this entry's address gets `connect=1` before /auth, whose
// login (or sign-up, or Kakao/Apple) comes back to it, and the page then links by itself, once, as 연결하기 would.
// A new user had signed up only to land here again and tap 연결하기 a second time.
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  ErrorState,
  Skeleton,
  authHref,
  errorMessage,
  isApiError,
  useCurrentShopStore,
  useIsLoggedIn,
} from '@guardian/shared';
import { FormError, useOneAtATime } from '@guardian/shared/forms';
import { paths } from '../../../config/paths';
import { linkShop } from '../api/link-shop';
import { readMeAgain } from '../api/read-me-again';
import { invitationQueryOptions } from '../api/validate-invitation';
import statusStyles from '../../../components/status-screen.module.css';
import primaryLink from '../../../components/status-primary-link.module.css';
import styles from './invitation-screen.module.css';

function InvalidInvitation() {
  return (
    <section className={statusStyles.screen} role="alert">
      <h1 className={statusStyles.title}>유효하지 않은 초대 링크예요</h1>
      <p className={statusStyles.body}>
        링크가 만료됐거나 잘못된 주소예요. 매장에 새 초대 링크를 요청해 주세요.
      </p>
      <div className={statusStyles.actions}>
        <Link className={primaryLink.primaryLink} to={paths.home} replace>
          홈으로
        </Link>
      </div>
    </section>
  );
}

// Used already (another account, or someone on another phone before logging in here): the title says it cannot be
// used, the API's message who used it and what to do; without login, logging in may show it is this person's own shop.
function UsedInvitation({ message, loggedIn }: { message: string; loggedIn: boolean }) {
  const location = useLocation();
  return (
    <section className={statusStyles.screen} role="alert">
      <h1 className={statusStyles.title}>이 초대 링크는 쓸 수 없어요</h1>
      <p className={statusStyles.body}>{message}</p>
      <div className={statusStyles.actions}>
        {!loggedIn && (
          <Link className={primaryLink.primaryLink} to={authHref(location.pathname + location.search)}>
            로그인하기
          </Link>
        )}
        <Link className={loggedIn ? primaryLink.primaryLink : statusStyles.link} to={paths.home} replace>
          홈으로
        </Link>
      </div>
    </section>
  );
}

// Someone else's invitation to a shop this account already has.
function AlreadyLinked() {
  return (
    <section className={statusStyles.screen} role="alert">
      <h1 className={statusStyles.title}>이미 연결된 매장이에요</h1>
      <p className={statusStyles.body}>홈에서 연결된 매장을 볼 수 있어요.</p>
      <div className={statusStyles.actions}>
        <Link className={primaryLink.primaryLink} to={paths.home} replace>
          홈으로
        </Link>
      </div>
    </section>
  );
}

/** The query flag of an invitation whose 로그인하고 연결하기 was tapped: back from the login, it links by itself. */
const CONNECT = 'connect';

export function InvitationScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  // One link per tap: a double tap lands before the button shows it is busy, and its second request, refused as
  // ALREADY_LINKED, raced the first to the home screen.
  const [linking, once] = useOneAtATime();
  const [linkError, setLinkError] = useState<string>();
  // 연결하기 answered that the invitation was used meanwhile (by another account): its message.
  const [usedMessage, setUsedMessage] = useState<string>();
  const invitation = useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });
  // Back from the login with the tap it was sent there with: acted on once (the flag leaves the address first).
  const asked = params.get(CONNECT) === '1';
  const acted = useRef(false);

  // Linked: this invitation now reads as linked, so 뒤로 to it never offers 연결하기 again (the API says the same).
  const linked = () => {
    queryClient.setQueryData(invitationQueryOptions(token).queryKey, (data) =>
      data ? { ...data, alreadyLinked: true } : data,
    );
    navigate(paths.home, { replace: true });
  };
  const toShop = (shopId: number) => {
    useCurrentShopStore.getState().setCurrentShop(shopId, null);
    linked();
  };

  const connect = (shopId: number) => {
    if (!loggedIn) {
      // The tap goes along: this entry, which the login comes back to, asks for the link (see CONNECT).
      const next = new URLSearchParams(params);
      next.set(CONNECT, '1');
      const here = `${location.pathname}?${next.toString()}`;
      void (async () => {
        await navigate(here, { replace: true });
        await navigate(authHref(here));
      })();
      return;
    }
    void once(async () => {
      setLinkError(undefined);
      try {
        const userShop = await linkShop(shopId, token);
        useCurrentShopStore.getState().setCurrentShop(userShop.shopId, userShop.customerSeq);
        // Home shows the shop from the user: read again before going there (see readMeAgain).
        await readMeAgain(queryClient);
        linked();
      } catch (e) {
        // Linked on my other phone first: it is mine, so this phone shows it too (the user read here may predate it).
        if (isApiError(e) && e.resultCode === 'ALREADY_LINKED') {
          await readMeAgain(queryClient);
          return toShop(shopId);
        }
        if (isApiError(e) && e.resultCode === 'INVITATION_ALREADY_USED') return setUsedMessage(e.message);
        setLinkError(errorMessage(e, '매장을 연결하지 못했어요. 잠시 후 다시 시도해 주세요.'));
      }
    });
  };

  const data = invitation.data;
  useEffect(() => {
    if (!asked || !loggedIn || !data || acted.current) return;
    acted.current = true;
    // Already this account's (logged in as its owner): it goes home with the shop, as a link made now would.
    if (data.alreadyLinked) return toShop(data.shopId);
    // Off the address first: a reload, or 뒤로 to this entry after a failure, shows the page and links nothing.
    const next = new URLSearchParams(params);
    next.delete(CONNECT);
    void (async () => {
      await navigate({ search: next.toString() }, { replace: true });
      connect(data.shopId);
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival: connect and toShop are new every render
  }, [asked, loggedIn, data]);

  if (!token) return <InvalidInvitation />;
  if (invitation.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton width={88} height={88} radius={24} />
        <Skeleton width="60%" height={24} />
        <Skeleton width="80%" height={16} />
      </div>
    );
  }
  if (invitation.isError) {
    const e = invitation.error;
    if (isApiError(e) && e.resultCode === 'INVALID_INVITATION_TOKEN') return <InvalidInvitation />;
    if (isApiError(e) && e.resultCode === 'INVITATION_ALREADY_USED')
      return <UsedInvitation message={e.message} loggedIn={loggedIn} />;
    if (isApiError(e) && e.resultCode === 'ALREADY_LINKED') return <AlreadyLinked />;
    return <ErrorState error={e} onRetry={() => invitation.refetch()} />;
  }

  if (usedMessage) return <UsedInvitation message={usedMessage} loggedIn={loggedIn} />;

  const { shopId, shopName, shopThumbnailUrl, customerName, alreadyLinked } = invitation.data;

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        {shopThumbnailUrl ? (
          <img className={styles.thumb} src={shopThumbnailUrl} alt="" />
        ) : (
          <span className={styles.thumbFallback} aria-hidden="true">
            {shopName.slice(0, 1)}
          </span>
        )}
        <p className={styles.eyebrow}>매장 초대</p>
        <h1 className={styles.title}>{shopName}</h1>
        <p className={styles.desc}>
          {customerName}님, {shopName}에서 가디언으로 초대했어요.
          <br />
          연결하면 예약, 알림장, 채팅을 앱에서 바로 볼 수 있어요.
        </p>
      </div>
      <FormError message={linkError} align="center" />
      <div className={styles.actions}>
        {alreadyLinked ? (
          <Button onClick={() => toShop(shopId)}>이미 연결된 매장이에요 · 홈으로</Button>
        ) : (
          <Button loading={linking || (asked && loggedIn)} onClick={() => connect(shopId)}>
            {loggedIn ? '연결하기' : '로그인하고 연결하기'}
          </Button>
        )}
      </div>
    </div>
  );
}
