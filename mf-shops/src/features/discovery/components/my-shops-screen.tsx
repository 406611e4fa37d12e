// `/shop`: my linked shops. Drag the handle to reorder (touch: press and hold briefly),
// unlink after a confirmation, open a shop's page.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  MESSAGES,
  ErrorState,
  Skeleton,
  authHref,
  paths as app,
  toast,
  toastError,
  useIsLoggedIn,
  useMe,
  type UserShop,
} from '@guardian/shared';
import { useOneAtATime } from '@guardian/shared/forms';
import { scrollBehavior } from '../../../lib/motion';
import { useUpdateShopSortOrder } from '../api/update-shop-sort-order';
import { useUnlinkShop } from '../api/unlink-shop';
import { SortableShopRow } from './sortable-shop-row';
import styles from './my-shops.module.css';

export function MyShopsScreen() {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  if (!loggedIn)
    // No /v2/me to wait for: a guest (a shared shop link's 뒤로 lands here) is asked to log in. What gathers here is
    // what links a shop (the API's): an invitation, or the shop confirming a booking. Finding one does not.
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>내 매장</h1>
        <EmptyState
          title="로그인하면 다니는 매장을 볼 수 있어요"
          description="초대 링크로 연결한 매장과 예약이 확정된 매장이 여기에 모여요."
          action={<Button onClick={() => navigate(authHref(app.shop))}>{MESSAGES.LOGIN}</Button>}
        />
        <Button variant="secondary" onClick={() => navigate(app.shopSearch)}>
          매장 찾기
        </Button>
      </div>
    );
  return <MyShops />;
}

function MyShops() {
  const me = useMe();
  const navigate = useNavigate();
  const sortOrder = useUpdateShopSortOrder();
  const unlink = useUnlinkShop();
  const [unlinking, setUnlinking] = useState<UserShop | null>(null);
  // One unlink at a time (useOneAtATime: a double tap on 해제 in the question lands before it closes, and sent it
  // twice). Until the list comes back without the shop its row says 해제 중 and every 해제 waits: on a weak signal
  // that is seconds, in which the row looked untouched and was unlinked again.
  const [unlinkBusy, once] = useOneAtATime();
  const leavingShopId = unlinkBusy ? unlink.variables : undefined;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    // A row moved by the keyboard past the screen's edge scrolls into view: smoothly, unless the phone reduces motion.
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      scrollBehavior: scrollBehavior(),
    }),
  );

  const shops = [...(me.data?.userShops ?? [])].sort((a, b) => a.sortOrder - b.sortOrder);
  // An unlinked shop's row leaves with its 해제: the focus goes on to the page's heading, not to the page's top.
  const heading = useRef<HTMLHeadingElement>(null);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = shops.map((s) => s.userShopSeq);
    const moved = arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
    sortOrder.mutate(moved);
  };

  const confirmUnlink = () => {
    if (!unlinking) return;
    const { shopId, shopInfo } = unlinking;
    setUnlinking(null);
    void once(() =>
      unlink.mutateAsync(shopId).then(
        () => {
          heading.current?.focus();
          toast.success(`${shopInfo.name} 매장과 연결을 해제했어요`);
        },
        (e: unknown) => toastError(e, '연결을 해제하지 못했어요. 다시 시도해 주세요.'),
      ),
    );
  };

  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        내 매장
      </h1>
      {me.isError ? (
        <ErrorState
          error={me.error}
          fallback="내 매장을 불러오지 못했어요."
          onRetry={() => void me.refetch()}
        />
      ) : !me.data ? (
        <div className={styles.list} role="status" aria-busy="true" aria-label="내 매장을 불러오는 중">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={76} radius={12} />
          ))}
        </div>
      ) : shops.length === 0 ? (
        <EmptyState
          title="연결된 매장이 없어요"
          description="다니는 매장의 초대 링크를 받거나 가까운 매장을 찾아보세요."
          // The one way on, as on 매장･예약's home.
          action={<Button onClick={() => navigate(app.shopSearch)}>매장 찾기</Button>}
        />
      ) : (
        <>
          {shops.length > 1 ? (
            <p className={styles.hint}>손잡이를 끌어 순서를 바꿀 수 있어요. 첫 번째 매장이 먼저 보여요.</p>
          ) : null}
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ screenReaderInstructions, announcements: announcements(shops) }}
          >
            <SortableContext items={shops.map((s) => s.userShopSeq)} strategy={verticalListSortingStrategy}>
              <ul className={styles.list}>
                {shops.map((s) => (
                  <SortableShopRow
                    key={s.userShopSeq}
                    userShop={s}
                    onUnlink={() => setUnlinking(s)}
                    unlinkWaits={unlinkBusy}
                    leaving={leavingShopId === s.shopId}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
          <Button variant="secondary" onClick={() => navigate(app.shopSearch)}>
            다른 매장 찾기
          </Button>
        </>
      )}
      <ConfirmDialog
        open={unlinking !== null}
        text={`${unlinking?.shopInfo.name ?? ''} 매장과 연결을 해제할까요?`}
        // What goes and what stays: the shop's albums and notices are read through a linked shop; passes (money, to use
        // or refund), reservations and 알림장 stay mine, reached from 마이페이지 and 매장･예약's 내 기록.
        subText="이 매장의 앨범과 공지는 볼 수 없게 돼요. 이용권, 예약, 알림장은 그대로 남아요."
        confirmText="해제"
        onConfirm={confirmUnlink}
        onCancel={() => setUnlinking(null)}
      />
    </div>
  );
}

// What a screen reader says while a shop is moved with the keyboard: in Korean and by the shop's name and place,
// not dnd-kit's English with the row's number ("Picked up draggable item 3").
const screenReaderInstructions = {
  draggable:
    '스페이스 바를 눌러 매장을 들고, 위아래 화살표로 옮긴 뒤 스페이스 바를 다시 눌러 내려놓아요. 그만두려면 Esc를 눌러요.',
};

function announcements(shops: UserShop[]): Announcements {
  const name = (id: UniqueIdentifier) => shops.find((s) => s.userShopSeq === Number(id))?.shopInfo.name ?? '';
  const place = (id: UniqueIdentifier) =>
    `${shops.length}개 중 ${shops.findIndex((s) => s.userShopSeq === Number(id)) + 1}번째`;
  return {
    onDragStart: ({ active }) => `${name(active.id)} 매장을 들었어요. 지금 ${place(active.id)}예요.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} 매장, ${place(over.id)} 자리예요.`
        : `${name(active.id)} 매장, 목록 밖이에요.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} 매장을 ${place(over.id)} 자리에 놓았어요.`
        : `${name(active.id)} 매장을 제자리에 두었어요.`,
    onDragCancel: ({ active }) => `옮기기를 그만뒀어요. ${name(active.id)} 매장은 제자리에 있어요.`,
  };
}
