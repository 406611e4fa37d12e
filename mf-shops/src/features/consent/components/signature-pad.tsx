// The drawing pad (signature_pad 5), loaded only with the consent screen that shows it. Reports the
// PNG data URL after each stroke once the ink is long enough to be a signature, or null (cleared, or a tap).
import { useEffect, useRef, useState } from 'react';
import SignaturePadLib, { type PointGroup } from 'signature_pad';
import { Button } from '@guardian/shared';
import styles from './consent.module.css';

/**
 * Ink shorter than this, all strokes together (CSS px), is a tap or a slip of the finger, not a signature: a dot
 * lit 제출 and the shop received a consent signed with one. Short initials (a few strokes of 10 px) pass.
 */
export const MIN_SIGNATURE_INK_PX = 40;

/** How far the pen travelled on the pad, all strokes together (the points are in CSS px). */
export function inkLength(groups: PointGroup[]): number {
  let length = 0;
  for (const { points } of groups)
    for (let i = 1; i < points.length; i++)
      length += Math.hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y);
  return length;
}

export interface SignaturePadProps {
  onChange: (dataUrl: string | null) => void;
  disabled?: boolean;
}

export default function SignaturePad({ onChange, disabled = false }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  const [empty, setEmpty] = useState(true);
  // Ink on the pad, too little to be a signature (a tap): 제출 stays off and the pad says why.
  const [tooShort, setTooShort] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current!;
    // Dark ink in both themes: the pad is white paper (consent.module.css) and the stored PNG is read
    // by the shop on paper-white screens and print, whatever the owner's phone theme was.
    const pad = new SignaturePadLib(canvas, { penColor: '#1a1a1a', minWidth: 1, maxWidth: 2.6 });
    padRef.current = pad;
    // The pad as it stands now: a signature long enough is reported as a PNG, anything less as null.
    const report = () => {
      const isEmpty = pad.isEmpty();
      const signed = !isEmpty && inkLength(pad.toData()) >= MIN_SIGNATURE_INK_PX;
      setEmpty(isEmpty);
      setTooShort(!isEmpty && !signed);
      onChangeRef.current(signed ? pad.toDataURL('image/png') : null);
    };
    // A canvas drawn at device pixels, so strokes stay sharp. A new size empties the canvas, so the strokes are
    // drawn again, scaled to it: a phone turned sideways to sign (or back) keeps the signature and 제출.
    // A phone fires resize with the same pad size too (the address bar hiding on scroll, the keyboard): nothing
    // is redrawn then.
    let fitted = '';
    let cssSize = { width: 0, height: 0 };
    const fit = () => {
      // Out of sight (a parent hidden for a moment): nothing to fit to, and scaling to nothing would lose the ink.
      if (!canvas.offsetWidth || !canvas.offsetHeight) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const size = `${canvas.offsetWidth}x${canvas.offsetHeight}@${ratio}`;
      if (size === fitted) return;
      fitted = size;
      const strokes = pad.toData();
      const scale =
        cssSize.width > 0 && cssSize.height > 0
          ? Math.min(canvas.offsetWidth / cssSize.width, canvas.offsetHeight / cssSize.height)
          : 1;
      cssSize = { width: canvas.offsetWidth, height: canvas.offsetHeight };
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0)
        pad.fromData(
          strokes.map((group) => ({
            ...group,
            points: group.points.map((point) => ({ ...point, x: point.x * scale, y: point.y * scale })),
          })),
        );
      report();
    };
    fit();
    const onEnd = report;
    pad.addEventListener('endStroke', onEnd);
    window.addEventListener('resize', fit);
    return () => {
      pad.removeEventListener('endStroke', onEnd);
      window.removeEventListener('resize', fit);
      pad.off();
    };
  }, []);

  useEffect(() => {
    if (disabled) padRef.current?.off();
    else padRef.current?.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
    setTooShort(false);
    onChange(null);
  };

  return (
    <>
      <div className={styles.pad}>
        <canvas
          ref={canvasRef}
          aria-label="서명 칸: 손가락이나 마우스로 서명해 주세요"
          role="img"
          data-testid="signature-pad"
        />
        {empty ? <span className={styles.padHint}>여기에 서명해 주세요</span> : null}
      </div>
      <p className={styles.padNote} role="status">
        {tooShort ? '서명이 너무 짧아요. 이어서 서명해 주세요.' : ''}
      </p>
      <Button variant="tertiary" onClick={clear} disabled={empty || disabled}>
        지우고 다시 쓰기
      </Button>
    </>
  );
}
