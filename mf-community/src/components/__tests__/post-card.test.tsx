import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { makePost } from '../../test/render-at';
import { PostCard } from '../post-card';

vi.mock('@guardian/shared', async (orig) => (await import('../../test/shared-mock')).sharedMock(orig));

/** jsdom lays nothing out: four lines of text are 96 px, and a text over 100 characters takes more. */
function fourLinesHold() {
  const proto = HTMLElement.prototype;
  const scroll = Object.getOwnPropertyDescriptor(proto, 'scrollHeight');
  const client = Object.getOwnPropertyDescriptor(proto, 'clientHeight');
  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return (this.textContent?.length ?? 0) > 100 ? 240 : 96;
    },
  });
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => 96 });
  onTestFinished(() => {
    if (scroll) Object.defineProperty(proto, 'scrollHeight', scroll);
    if (client) Object.defineProperty(proto, 'clientHeight', client);
  });
}

const card = (content: string) =>
  render(
    <MemoryRouter>
      <PostCard post={makePost({ content })} />
    </MemoryRouter>,
  );

describe('a post in a list', () => {
  it('says 더보기 when its text is cut at four lines, and the link still reads the whole text', () => {
    fourLinesHold();
    const long = '코코랑 한강 산책 다녀왔어요. '.repeat(20);
    card(long);
    expect(screen.getByText('더보기')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAccessibleName(long.trim());
  });

  it('says nothing more when the whole text fits', () => {
    fourLinesHold();
    card('코코랑 한강 산책 다녀왔어요');
    expect(screen.queryByText('더보기')).not.toBeInTheDocument();
  });
});
