import { render, screen, within } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ShopSummary } from '@guardian/shared';
import { ArticleBlocks } from '../article-blocks';

const shop: ShopSummary = {
  shopId: 3,
  name: '포근한 펫호텔',
  categories: ['HOTELING'],
  address: '서울 마포구 1',
  regionSeq: 1,
  latitude: 37.5,
  longitude: 126.9,
  thumbnailUrl: null,
  reviewCount: 12,
  registeredAt: '2026-01-01T00:00:00.000Z',
  distanceMeters: null,
  isFavorite: false,
};

const renderBlocks = (blocks: object[], shops: ShopSummary[] = []) =>
  render(
    <MemoryRouter>
      <ArticleBlocks blocks={blocks} shops={shops} />
    </MemoryRouter>,
  );

describe('ArticleBlocks', () => {
  it('renders every known block as its element', () => {
    const { container } = renderBlocks(
      [
        { type: 'heading', text: '언제 시작할까요' },
        {
          type: 'paragraph',
          spans: [
            { text: '첫 미용은 ' },
            { text: '짧게', bold: true },
            { text: ' 하세요. ' },
            { text: '매장 찾기', href: '/shop/search' },
            { text: ' 또는 ' },
            { text: '수의사 칼럼', href: 'https://vet.example.com/a' },
          ],
        },
        {
          type: 'image',
          url: 'https://api.example.com/static/curation/a.svg',
          alt: '빗 그림',
          caption: '빗질',
        },
        { type: 'quote', text: '속도 조절이 전부예요.', cite: '미용사' },
        { type: 'list', ordered: true, items: ['산책하기', '간식 챙기기'] },
        { type: 'shop', shopId: 3 },
      ],
      [shop],
    );
    expect(screen.getByRole('heading', { level: 2, name: '언제 시작할까요' })).toBeInTheDocument();
    expect(screen.getByText('짧게').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: '매장 찾기' })).toHaveAttribute('href', '/shop/search');
    const external = screen.getByRole('link', { name: '수의사 칼럼' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: '빗 그림' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('빗질').tagName).toBe('FIGCAPTION');
    expect(container.querySelector('blockquote')).toHaveTextContent('속도 조절이 전부예요.');
    const list = container.querySelector('ol')!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['산책하기', '간식 챙기기']);
    expect(screen.getByRole('link', { name: /포근한 펫호텔/ })).toHaveAttribute('href', '/shop/3');
  });

  it('skips block types it does not know, and keeps the ones around them', () => {
    const { container } = renderBlocks([
      { type: 'paragraph', spans: [{ text: '앞 문단' }] },
      { type: 'poll', question: '투표', options: ['a', 'b'] },
      { type: 'html', html: '<b>굵게</b>' },
      { notAType: true },
      null as unknown as object,
      { type: 'paragraph', spans: [{ text: '뒤 문단' }] },
    ]);
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(screen.getByText('앞 문단')).toBeInTheDocument();
    expect(screen.getByText('뒤 문단')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('투표');
    expect(container).not.toHaveTextContent('굵게');
  });

  it('never renders HTML: markup in text stays text, and unsafe links and images are dropped', () => {
    const { container } = renderBlocks([
      { type: 'heading', text: '<img src=x onerror=alert(1)>' },
      {
        type: 'paragraph',
        spans: [
          { text: '<script>alert(1)</script>' },
          { text: '누르지 마세요', href: 'javascript:alert(1)' },
          { text: '데이터', href: 'data:text/html,<script>alert(1)</script>' },
          { text: '다른 사이트', href: '//evil.example.com' },
        ],
      },
      { type: 'image', url: 'javascript:alert(1)', alt: '나쁜 그림' },
      { type: 'video', provider: 'YOUTUBE', videoId: '"><script>' },
    ]);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(container).toHaveTextContent('누르지 마세요');
  });

  it('loads a video player only when asked to play, from the provider named by id', () => {
    const { container } = renderBlocks([
      { type: 'video', provider: 'YOUTUBE', videoId: 'aqz-KE-bpKQ', title: '빗질 루틴' },
    ]);
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '영상 재생: 빗질 루틴' }));
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
  });

  it('leaves out a shop card whose shop the answer does not carry', () => {
    renderBlocks([{ type: 'shop', shopId: 99 }], [shop]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
