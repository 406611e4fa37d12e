// 설정's 마케팅 정보 수신: agreed at sign-up (optional) and withdrawn or given again here, saved the moment it is
// switched. 정보통신망법 §50 asks that the owner be told who sends, what was decided and when: the line under the switch
// says the date of the last decision, and the toast after a change says it too.
import { formatSeoulDate, toast, toastError, useMe } from '@guardian/shared';
import { SwitchRow, useOneAtATime } from '@guardian/shared/forms';
import { useUpdateMarketing } from '../api/update-marketing';
// Titled as MenuList's groups are (the rest of 설정).
import menu from '../../../components/menu-list.module.css';

const LABEL = '마케팅 정보 수신';

/** The line under the switch: what it means, and when it was last decided (absent from an older API's Me). */
function hintOf(agreed: boolean, at: string | undefined) {
  const what = agreed ? '이벤트와 혜택 소식을 보내 드려요.' : '이벤트와 혜택 소식을 보내지 않아요.';
  if (!at) return what;
  return `${what} (${formatSeoulDate(at)} ${agreed ? '동의' : '수신 거부'})`;
}

/** The toast after a change: the sender, the decision and its date. */
export function marketingToast(agreed: boolean, at: string | undefined) {
  const date = formatSeoulDate(at ?? new Date().toISOString());
  return agreed
    ? `가디언의 마케팅 정보 수신에 동의했어요 (${date})`
    : `가디언의 마케팅 정보 수신을 거부했어요 (${date})`;
}

export function MarketingRow() {
  const me = useMe().data;
  const update = useUpdateMarketing();
  // One save at a time: a double tap lands before the switch is drawn busy, and would send the opposite right after.
  const [saving, once] = useOneAtATime();
  const agreed = me?.termsMarketing ?? false;
  // While saving, the switch shows what was asked; a failure puts it back and says why.
  const checked = update.isPending ? update.variables : agreed;
  return (
    <section className={menu.section}>
      <h2 className={menu.title}>혜택 소식</h2>
      <SwitchRow
        label={LABEL}
        hint={me ? hintOf(agreed, me.termsMarketingAt) : '불러오는 중…'}
        checked={checked}
        disabled={!me}
        busy={saving || update.isPending}
        onChange={() =>
          void once(() =>
            update.mutateAsync(!agreed).then(
              (next) => void toast.success(marketingToast(next.termsMarketing, next.termsMarketingAt)),
              (e: unknown) => toastError(e, '마케팅 정보 수신 설정을 바꾸지 못했어요. 다시 시도해 주세요.'),
            ),
          )
        }
      />
    </section>
  );
}
