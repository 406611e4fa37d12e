import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from '../lazy-controls';
import { Select, Textarea } from '../lazy-form-controls';

// The chunks load asynchronously; a loaded machine can take more than findBy's default second.
const LAZY = { timeout: 5000 };

describe('the on-demand Tabs, Select and Textarea', () => {
  it('render the real controls once loaded and pass the ref on (react-hook-form register)', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(
      <>
        <Select label="종류" options={[{ value: 'DOG', label: '강아지' }]} />
        <Textarea label="메모" maxLength={100} ref={ref} />
      </>,
    );
    expect(await screen.findByLabelText('종류', {}, LAZY)).toHaveDisplayValue('강아지');
    const memo = await screen.findByLabelText('메모', {}, LAZY);
    await userEvent.type(memo, '보리');
    expect(ref.current?.value).toBe('보리');
    expect(screen.getByText('2/100')).toBeInTheDocument();
  });

  it('keep Tabs generic over their values', async () => {
    function Screen() {
      const [tab, setTab] = useState<'a' | 'b'>('a');
      return (
        <Tabs
          label="목록"
          items={[
            { value: 'a', label: '가' },
            { value: 'b', label: '나' },
          ]}
          value={tab}
          onChange={setTab}
        >
          {tab}
        </Tabs>
      );
    }
    render(<Screen />);
    await userEvent.click(await screen.findByRole('tab', { name: '나' }, LAZY));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('b');
  });
});
