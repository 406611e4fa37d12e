// Holds a navigation away from a page with unsaved changes until the user answers: 뒤로 (the header's and the
// phone's), the tab bar and any link go through the router's blocker; a reload or closing the tab gets the
// browser's own question. React Router's useBlocker is not in the shared 'react-router-dom' (every tab's first
// load, shared/mf/react-router-dom-slim.mjs): this reads the router from its context, a few bytes there, and
// keeps the hook in the form kit, which loads with the screens that have a form.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ReactElement,
} from 'react';
import { UNSAFE_DataRouterContext, type Blocker, type Location } from 'react-router-dom';
import { ConfirmDialog } from '@guardian/shared';

const IDLE: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };
// A host built before the slim module re-exported the context has none: the page then leaves without asking.
const NO_ROUTER = createContext<{ router?: undefined } | null>(null);
const noop = () => () => {};
// Leaving is going to another page: a step on the same page (회원가입's ?mode= tabs) keeps the form as it is.
const toAnotherPage = (current: Location, next: Location) => next.pathname !== current.pathname;

/** What the screen asks when leaving is held: the question, what is lost, and the button that stays. */
export interface LeaveQuestion {
  text: string;
  subText: string;
  stayText: string;
}

/**
 * While `dirty`, leaving is held until the person answers `dialog` (render it on the screen): 나가기 goes on, the
 * other button stays. `release()` lets the next navigation through without asking (saved: nothing is at risk).
 * `leaves` says which navigation is leaving: by default one to another pathname; a form over the page as an entry
 * of its own (a sheet at ?pet=3) leaves when that entry goes.
 */
export function useLeaveGuard(
  dirty: boolean,
  question: LeaveQuestion,
  leaves: (current: Location, next: Location) => boolean = toAnotherPage,
): { dialog: ReactElement; release: () => void } {
  const router = useContext(UNSAFE_DataRouterContext ?? NO_ROUTER)?.router;
  const key = `leave-guard${useId()}`;
  const hold = useRef(dirty);
  const released = useRef(false);
  const isLeaving = useRef(leaves);
  // Before the browser paints, not after: a back tapped just as the pen lifts would otherwise get through.
  useLayoutEffect(() => {
    hold.current = dirty;
    isLeaving.current = leaves;
  }, [dirty, leaves]);

  useEffect(() => {
    if (!router) return;
    router.getBlocker(
      key,
      ({ currentLocation, nextLocation }) =>
        hold.current && !released.current && isLeaving.current(currentLocation, nextLocation),
    );
    return () => router.deleteBlocker(key);
  }, [router, key]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const subscribe = useCallback((onChange: () => void) => router?.subscribe(onChange) ?? noop(), [router]);
  const blocker = useSyncExternalStore(subscribe, () => router?.state.blockers.get(key) ?? IDLE);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      text={question.text}
      subText={question.subText}
      cancelText={question.stayText}
      confirmText="나가기"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      // The router holds a back while it asks; another back keeps the question up.
      closeOnBack={false}
    />
  );
  return { dialog, release };
}
