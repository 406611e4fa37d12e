// 반려동물 추가 over 상담 준비: `?pet=new` beside the shop asked (`?shopId=3&pet=new`, as 마이페이지's `?pet=new`), a
// history entry of its own so the phone's back closes it. In the address rather than the entry's state: a session that
// ends under the sheet sends the person to log in in this entry's place (상담 준비 is a login tab), and the login comes
// back to the address alone, so the sheet is open again there, with what was typed in it (pet-draft.ts).
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

const PARAM = 'pet';

/** `adding`: the sheet is open; `open()` adds its entry; `close()` leaves it for the form. */
export function usePetSheet() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const openedHere = (useLocation().state as { petSheet?: boolean } | null)?.petSheet === true;
  const without = () => {
    const rest = new URLSearchParams(params);
    rest.delete(PARAM);
    return rest;
  };
  return {
    adding: params.get(PARAM) === 'new',
    open: () => {
      const next = without();
      next.set(PARAM, 'new');
      setParams(next, { state: { petSheet: true } });
    },
    // Opened here: back to the form's entry. Reached by its address (back from the login, a link): the form in its
    // place, so back never reopens a sheet that is done with.
    close: () => (openedHere ? void navigate(-1) : setParams(without(), { replace: true })),
  };
}
