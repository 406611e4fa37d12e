// The shop's out-of-hours notice, held at the top of the conversation, folded to its first line (two with large
// text), as KakaoTalk holds a chat's notice: in full (four lines at 200% text, more with a shop's longer message) it
// took a quarter of the room, and most of what was left with the keyboard up. Its start says the point: when the shop
// answers (내일(화) 오전 10:00부터 답변드려요), then its hours and its own message; a tap on the bar (더보기) shows the
// rest, 접기 folds it again.
import { Fragment, useId, useLayoutEffect, useRef, useState } from 'react';
import type { consultSchedule } from '../../../lib/consult-schedule';
import styles from './room.module.css';

export function ClosedNotice({
  message,
  schedule = { hours: null, next: null },
}: {
  message: string;
  /** When the shop answers next and its hours (consultSchedule), before its own message. */
  schedule?: ReturnType<typeof consultSchedule>;
}) {
  const lines = [schedule.next, schedule.hours, message].filter((l): l is string => !!l);
  // What it says, to measure again when that changes.
  const said = lines.join('\n');
  const [open, setOpen] = useState(false);
  // Whether the folded lines cut the message short: only then is there more to show.
  const [cut, setCut] = useState(false);
  const text = useRef<HTMLParagraphElement>(null);
  const id = useId();
  useLayoutEffect(() => {
    const el = text.current;
    if (!el || open) return;
    const measure = () => setCut(el.scrollHeight > el.clientHeight);
    measure();
    // The lines change with the phone turned or the text size.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [said, open]);
  return (
    <div className={styles.closed} data-sticky-notice>
      <p ref={text} id={id} className={open ? undefined : styles.closedLine} role="status">
        {lines.map((line, i) => (
          <Fragment key={i}>
            {i > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </p>
      {cut || open ? (
        <button
          type="button"
          className={styles.closedToggle}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          <span>{open ? '접기' : '더보기'}</span>
        </button>
      ) : null}
    </div>
  );
}
