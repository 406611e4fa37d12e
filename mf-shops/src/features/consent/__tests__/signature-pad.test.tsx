import { act, render, screen } from '@testing-library/react';
import SignaturePad from '../components/signature-pad';

// jsdom has no canvas: the library is stood in for by one that lets the test end a stroke.
const { pads, FakePad } = vi.hoisted(() => {
  const pads: FakePad[] = [];
  class FakePad {
    empty = true;
    private listeners = new Map<string, () => void>();
    constructor() {
      pads.push(this);
    }
    clear() {
      this.empty = true;
      this.strokes = [];
    }
    isEmpty() {
      return this.empty;
    }
    toDataURL() {
      return 'data:image/png;base64,c2lnbmVk';
    }
    /** The strokes drawn since the last clear, as the library gives them (CSS px). */
    strokes: { x: number; y: number }[][] = [];
    toData() {
      return this.strokes.map((points) => ({ points }));
    }
    /** Draws strokes again (after a clear), as the library's fromData does. */
    fromData(groups: { points: { x: number; y: number }[] }[]) {
      this.strokes = groups.map((g) => g.points);
      this.empty = this.strokes.length === 0;
    }
    addEventListener(type: string, fn: () => void) {
      this.listeners.set(type, fn);
    }
    removeEventListener(type: string) {
      this.listeners.delete(type);
    }
    on() {}
    off() {}
    /** The owner lifts the finger after a stroke (by default a name's worth of ink, 120 px). */
    draw(
      points = [
        { x: 20, y: 40 },
        { x: 80, y: 40 },
        { x: 140, y: 40 },
      ],
    ) {
      this.empty = false;
      this.strokes.push(points);
      this.listeners.get('endStroke')?.();
    }
  }
  return { pads, FakePad };
});
type FakePad = InstanceType<typeof FakePad>;
vi.mock('signature_pad', () => ({ default: FakePad }));

let width = 358;
beforeEach(() => {
  pads.length = 0;
  width = 358;
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => width);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => 200);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    scale: () => undefined,
  } as unknown as CanvasRenderingContext2D);
});
afterEach(() => vi.restoreAllMocks());

function signed() {
  const onChange = vi.fn();
  render(<SignaturePad onChange={onChange} />);
  act(() => pads[0].draw());
  expect(onChange).toHaveBeenLastCalledWith('data:image/png;base64,c2lnbmVk');
  return onChange;
}

describe('the signature pad on a phone', () => {
  it('a tap is not a signature: 제출 gets nothing and the pad says to go on; the rest of the name makes it one', () => {
    const onChange = vi.fn();
    render(<SignaturePad onChange={onChange} />);

    act(() => pads[0].draw([{ x: 100, y: 60 }])); // a dot
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('status')).toHaveTextContent('서명이 너무 짧아요. 이어서 서명해 주세요.');
    expect(screen.getByRole('button', { name: '지우고 다시 쓰기' })).toBeEnabled();

    act(() =>
      pads[0].draw([
        { x: 100, y: 60 },
        { x: 110, y: 62 },
      ]),
    ); // a 10 px flick: still too little
    expect(onChange).toHaveBeenLastCalledWith(null);

    act(() =>
      pads[0].draw([
        { x: 20, y: 90 },
        { x: 60, y: 90 },
      ]),
    ); // the rest of the name: 50 px in all
    expect(onChange).toHaveBeenLastCalledWith('data:image/png;base64,c2lnbmVk');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps the signature when the page resizes but the pad does not (address bar, keyboard)', () => {
    const onChange = signed();

    act(() => {
      window.dispatchEvent(new Event('resize'));
    });

    expect(onChange).toHaveBeenLastCalledWith('data:image/png;base64,c2lnbmVk');
    expect(pads[0].isEmpty()).toBe(false);
    expect(screen.queryByText('여기에 서명해 주세요')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '지우고 다시 쓰기' })).toBeEnabled();
  });

  it('keeps the signature, drawn again to the new size, when the pad itself changes size (the phone turned)', () => {
    const onChange = signed();
    onChange.mockClear();

    width = 448; // turned sideways: a wider pad, the same height, so the strokes keep their size
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(pads[0].strokes).toEqual([
      [
        { x: 20, y: 40 },
        { x: 80, y: 40 },
        { x: 140, y: 40 },
      ],
    ]);
    expect(onChange).toHaveBeenLastCalledWith('data:image/png;base64,c2lnbmVk');

    width = 0; // hidden for a moment: nothing is fitted, and the ink is kept as it was
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(pads[0].strokes[0].map((p) => p.x)).toEqual([20, 80, 140]);

    width = 358; // and back: a narrower pad, so the signature shrinks to fit it, in proportion
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(pads[0].strokes[0].map((p) => Math.round(p.x))).toEqual([16, 64, 112]);
    expect(pads[0].strokes[0].map((p) => Math.round(p.y))).toEqual([32, 32, 32]);
    expect(onChange).toHaveBeenLastCalledWith('data:image/png;base64,c2lnbmVk');
    expect(screen.queryByText('여기에 서명해 주세요')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '지우고 다시 쓰기' })).toBeEnabled();
  });
});
