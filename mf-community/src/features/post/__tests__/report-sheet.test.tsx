// The report sheet opened on a report kept from before a login (report-draft.ts): the reason and the note as they
// were, from the sheet's first render, not a render later.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { apiPost, useSessionStore } from '@guardian/shared';
import { testQueryClient } from '../../../test/render-at';
import type { ReportTarget } from '../api/report';
import { keepReportDraft } from '../lib/report-draft';
import { ReportSheet } from '../components/report-sheet';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';

vi.mock('@guardian/shared', async (orig) => (await import('../../../test/shared-mock')).sharedMock(orig));

const me = { userSeq: 7, userId: 'owner@example.com', nickname: '코코맘', userShops: [] } as never;

const sheet = (target: ReportTarget) => (
  <QueryClientProvider client={testQueryClient()}>
    <ReportSheet communitySeq={42} target={target} onClose={() => {}} onPostReported={() => {}} />
  </QueryClientProvider>
);

beforeAll(async () => {
  // The sheet's code is here (shared's BottomSheet loads it when a sheet first opens): the sheet renders at once.
  const loading = render(sheet({ type: 'POST', seq: 1 }));
  await screen.findByRole('button', { name: '신고하기' }, { timeout: 5000 });
  loading.unmount();
});

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().setToken('t');
  useSessionStore.getState().setUser(me);
});

/**
 * The sheet on `target` as its first render left it: rendered and committed at once (flushSync), with what an
 * effect would change only in a later render, as on the phone (the first paint shows the first render).
 */
function openSheet(target: ReportTarget) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  // Outside act(), which would run the effects and their renders before returning.
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const act = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = false;
  onTestFinished(() => {
    root.unmount();
    container.remove();
    env.IS_REACT_ACT_ENVIRONMENT = act;
  });
  flushSync(() => root.render(sheet(target)));
}

it('opened on a kept report, the sheet has its reason ticked and its note from its first render', () => {
  const note = '같은 광고 글을 매일 올려요';
  keepReportDraft(42, { target: { type: 'POST', seq: 42 }, reason: 'ETC', detail: note });
  openSheet({ type: 'POST', seq: 42 });
  expect(screen.getByRole('radio', { name: '기타' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: '신고 내용' })).toHaveValue(note);
});

it('opened on another target than the kept report’s, the sheet starts with no reason', () => {
  keepReportDraft(42, { target: { type: 'COMMENT', seq: 1 }, reason: 'ETC', detail: '' });
  openSheet({ type: 'POST', seq: 42 });
  expect(screen.getByRole('radio', { name: '기타' })).not.toBeChecked();
  expect(screen.getByRole('button', { name: '신고하기' })).toHaveAttribute('aria-disabled', 'true');
});

it('신고하기 before a reason is picked says it waits for one, and a tap on it takes the focus to the reasons', async () => {
  vi.mocked(apiPost).mockClear();
  render(sheet({ type: 'POST', seq: 42 }));
  const send = await screen.findByRole('button', { name: '신고하기' });
  // Grey, yet reached by Tab and a screen reader, which hears what it waits for.
  expect(send).toHaveAttribute('aria-disabled', 'true');
  expect(send).not.toBeDisabled();
  expect(send).toHaveAccessibleDescription('신고 사유를 골라 주세요.');

  await userEvent.click(send);
  expect(screen.getByRole('radio', { name: '광고·도배' })).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent('신고 사유를 골라 주세요.');
  expect(apiPost).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('radio', { name: '욕설·비방·혐오' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(send).not.toHaveAttribute('aria-disabled');
  expect(send).toHaveAccessibleDescription('');
});

it('its reasons are 20 px choices (growing with the text) in the brand’s colour, as the app’s other reasons (탈퇴 사유), not the browser’s own', () => {
  onTestFinished(applyStylesheet('../components/post.module.css', import.meta.url));
  openSheet({ type: 'POST', seq: 42 });
  for (const radio of screen.getAllByRole('radio')) {
    const style = getComputedStyle(radio);
    // 1.25em: 20 px beside the usual 16 px text, 40 px at 200% (the browser resolves it; jsdom keeps the em).
    expect([style.width, style.height]).toEqual(['1.25em', '1.25em']);
    expect(style.accentColor).toBe('var(--color-brand)');
  }
});

describe('the note of 기타 (the API takes 300 characters, an emoji being one)', () => {
  beforeEach(() => {
    vi.mocked(apiPost).mockReset();
    vi.mocked(apiPost).mockResolvedValue({ hidden: false });
  });

  async function typeNote(note: string) {
    render(sheet({ type: 'POST', seq: 42 }));
    await userEvent.click(await screen.findByRole('radio', { name: '기타' }));
    const box = screen.getByRole('textbox', { name: '신고 내용' });
    await userEvent.click(box);
    await userEvent.paste(note);
    return box;
  }

  it('takes 300 of them, emoji too, where the browser’s maxlength was full at 150 emoji and cut the rest of a paste', async () => {
    const note = `${'🐶'.repeat(150)} 산책`;
    const box = await typeNote(note);
    expect(box).not.toHaveAttribute('maxlength');
    expect(box).toHaveValue(note);
    expect(box).toHaveAccessibleDescription('153/300');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '신고하기' }));
    expect(apiPost).toHaveBeenCalledExactlyOnceWith('/v2/community/42/report', {
      reason: 'ETC',
      detail: note,
    });
  });

  it('a note pasted past 300 is kept whole and says how much to cut; 신고하기 sends nothing till it fits', async () => {
    const box = await typeNote('가'.repeat(320));
    expect(box).toHaveValue('가'.repeat(320));
    const message = '신고 내용은 300자까지 쓸 수 있어요. 20자를 줄여 주세요.';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(`${message} 320/300`);
    // 신고하기 is grey, described by that line; a tap takes the focus into the box and sends nothing.
    const send = screen.getByRole('button', { name: '신고하기' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription(message);
    await userEvent.click(send);
    expect(box).toHaveFocus();
    expect(apiPost).not.toHaveBeenCalled();
    expect(box).toHaveValue('가'.repeat(320));

    await userEvent.clear(box);
    await userEvent.paste('가'.repeat(300));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(send).not.toHaveAttribute('aria-disabled');
    await userEvent.click(send);
    expect(apiPost).toHaveBeenCalledExactlyOnceWith('/v2/community/42/report', {
      reason: 'ETC',
      detail: '가'.repeat(300),
    });
  });

  it('goes with 기타 only: a note left there for another reason is neither sent unseen nor refused', async () => {
    await typeNote('가'.repeat(320));
    await userEvent.click(screen.getByRole('radio', { name: '광고·도배' }));
    expect(screen.queryByRole('textbox', { name: '신고 내용' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '신고하기' }));
    expect(apiPost).toHaveBeenCalledExactlyOnceWith('/v2/community/42/report', { reason: 'SPAM' });
  });
});
