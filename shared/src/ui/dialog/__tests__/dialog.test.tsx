import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { dialog } from '../dialog';
import { DialogHost } from '../dialog-host';
import { useDialogStore } from '../dialog-store';

beforeEach(() => useDialogStore.setState({ queue: [] }));

// The host lives inside AppProviders (a dialog mounts ahead once the page has settled, which asks the QueryClient).
const renderHost = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DialogHost />
    </QueryClientProvider>,
  );

describe('imperative dialogs', () => {
  it("are cancelled by the phone's back: a question does not outlive the page that asked it", async () => {
    renderHost();
    let first: Promise<boolean>;
    let second: Promise<boolean>;
    act(() => {
      first = dialog.confirm({ text: "'초코' 정보를 삭제할까요?", confirmText: '삭제' });
      second = dialog.confirm({ text: '로그인이 필요해요' });
    });
    expect(await screen.findByRole('button', { name: '삭제' })).toBeInTheDocument();

    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(first!).resolves.toBe(false);
    await expect(second!).resolves.toBe(false);
    expect(screen.queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '확인' })).not.toBeInTheDocument();
  });

  it('dialog.confirm resolves true on 확인 and false on 취소', async () => {
    renderHost();
    let answer: Promise<boolean>;
    act(() => void (answer = dialog.confirm({ text: '로그아웃할까요?' })));
    await userEvent.click(await screen.findByRole('button', { name: '확인' }));
    await expect(answer!).resolves.toBe(true);

    act(() => void (answer = dialog.confirm({ text: '로그아웃할까요?' })));
    await userEvent.click(await screen.findByRole('button', { name: '취소' }));
    await expect(answer!).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('dialog.alert shows one button and works outside React', async () => {
    renderHost();
    let done: Promise<void>;
    act(() => void (done = dialog.alert('정상적인 접근이 아닙니다. 다시 시도해주세요.')));
    const alert = await screen.findByRole('alertdialog', {
      name: '정상적인 접근이 아닙니다. 다시 시도해주세요.',
    });
    expect(alert).toHaveAttribute('aria-modal', 'true');
    expect(screen.queryByRole('button', { name: '취소' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await expect(done!).resolves.toBeUndefined();
  });

  it('shows queued dialogs one at a time', async () => {
    renderHost();
    act(() => {
      void dialog.alert('첫 번째');
      void dialog.alert('두 번째');
    });
    expect(await screen.findAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alertdialog', { name: '두 번째' })).toBeInTheDocument();
  });
});
