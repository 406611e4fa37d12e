import { hasLinks, linkParts, type TextPart } from '../link-parts';

/** The links found in `text`, as written, with where they go. */
const links = (text: string) =>
  linkParts(text)
    .filter((p): p is Exclude<TextPart, { kind: 'text' }> => p.kind !== 'text')
    .map((p) => [p.text, p.href]);

describe('web addresses a shop writes', () => {
  it.each([
    ['인스타 https://instagram.com/meongmeong 에 놀러 오세요', 'https://instagram.com/meongmeong'],
    ['http://meong.kr/price 참고해 주세요', 'http://meong.kr/price'],
    [
      '결제는 https://pay.example.com/o/123?amount=12000&ref=chat#top 에서',
      'https://pay.example.com/o/123?amount=12000&ref=chat#top',
    ],
  ])('finds %j', (text, url) => {
    expect(links(text)).toEqual([[url, new URL(url).href]]);
  });

  it('opens www. without a scheme over https, showing it as written', () => {
    expect(links('홈페이지는 www.meong.co.kr 이에요')).toEqual([
      ['www.meong.co.kr', 'https://www.meong.co.kr/'],
    ]);
  });

  it('ends the address where Korean begins right after it, and starts it right after Korean', () => {
    expect(links('여기https://a.kr에서 확인해 주세요')).toEqual([['https://a.kr', 'https://a.kr/']]);
    expect(links('사이트www.a.kr로 오세요')).toEqual([['www.a.kr', 'https://www.a.kr/']]);
  });

  it('leaves out trailing punctuation and a closing bracket it did not open', () => {
    expect(links('https://a.kr/path)입니다.')).toEqual([['https://a.kr/path', 'https://a.kr/path']]);
    expect(links('(https://a.kr/path)')).toEqual([['https://a.kr/path', 'https://a.kr/path']]);
    expect(links('[지도](https://naver.me/xAbC)')).toEqual([
      ['https://naver.me/xAbC', 'https://naver.me/xAbC'],
    ]);
    expect(links('링크: https://a.kr/x. 감사합니다!')).toEqual([['https://a.kr/x', 'https://a.kr/x']]);
    expect(links('들러 주세요 https://a.kr/x~~')).toEqual([['https://a.kr/x', 'https://a.kr/x']]);
    expect(links('https://a.kr/x?, 그리고 https://b.kr!')).toEqual([
      ['https://a.kr/x', 'https://a.kr/x'],
      ['https://b.kr', 'https://b.kr/'],
    ]);
  });

  it('keeps a bracket the address opened and closed', () => {
    expect(links('https://en.wikipedia.org/wiki/Poodle_(dog) 참고')).toEqual([
      ['https://en.wikipedia.org/wiki/Poodle_(dog)', 'https://en.wikipedia.org/wiki/Poodle_(dog)'],
    ]);
    expect(links('(https://en.wikipedia.org/wiki/Poodle_(dog))')).toEqual([
      ['https://en.wikipedia.org/wiki/Poodle_(dog)', 'https://en.wikipedia.org/wiki/Poodle_(dog)'],
    ]);
  });

  it('keeps a Korean path or query and a percent-encoded one whole', () => {
    expect(links('https://ko.wikipedia.org/wiki/말티즈 읽어 보세요')).toEqual([
      ['https://ko.wikipedia.org/wiki/말티즈', 'https://ko.wikipedia.org/wiki/%EB%A7%90%ED%8B%B0%EC%A6%88'],
    ]);
    expect(links('https://search.naver.com/search?query=강아지+미용 보세요')).toEqual([
      [
        'https://search.naver.com/search?query=강아지+미용',
        'https://search.naver.com/search?query=%EA%B0%95%EC%95%84%EC%A7%80+%EB%AF%B8%EC%9A%A9',
      ],
    ]);
    const encoded = 'https://ko.wikipedia.org/wiki/%EB%A7%90%ED%8B%B0%EC%A6%88';
    expect(links(`${encoded}입니다`)).toEqual([[encoded, encoded]]);
  });

  it('finds each of several addresses, on several lines', () => {
    expect(links('지도 https://naver.me/abc\n인스타 https://instagram.com/a\n')).toEqual([
      ['https://naver.me/abc', 'https://naver.me/abc'],
      ['https://instagram.com/a', 'https://instagram.com/a'],
    ]);
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['JavaScript://a.kr/%0Aalert(1)'],
    ['vbscript:msgbox'],
    ['file:///etc/passwd'],
    ['https:// 만 쓰다 말았어요'],
    ['http://localhost 는 아니에요'],
    ['www.a 는 주소가 아니에요'],
    ['메일은 shop@meong.co.kr 로 보내 주세요'],
    ['mail.www.a.kr 은 주소 한가운데예요'],
    ['파일 photo.jpg 와 3.5kg'],
  ])('makes no link of %j', (text) => {
    expect(links(text)).toEqual([]);
  });
});

describe('phone numbers a shop writes', () => {
  it.each([
    ['010-1234-5678', 'tel:01012345678'],
    ['01012345678', 'tel:01012345678'],
    ['010 1234 5678', 'tel:01012345678'],
    ['010.1234.5678', 'tel:01012345678'],
    ['011-123-4567', 'tel:0111234567'],
    ['02-123-4567', 'tel:021234567'],
    ['02-1234-5678', 'tel:0212345678'],
    ['0212345678', 'tel:0212345678'],
    ['031-123-4567', 'tel:0311234567'],
    ['064-1234-5678', 'tel:06412345678'],
    ['070-1234-5678', 'tel:07012345678'],
    ['0507-1234-5678', 'tel:050712345678'],
    ['080-123-4567', 'tel:0801234567'],
    ['1588-1234', 'tel:15881234'],
    ['1644.5678', 'tel:16445678'],
  ])('makes a tel: link of %j', (number, href) => {
    expect(links(`문의는 ${number}로 연락 주세요`)).toEqual([[number, href]]);
  });

  it('finds a number written right against Korean, in brackets, or after a colon', () => {
    expect(links('전화010-1234-5678로')).toEqual([['010-1234-5678', 'tel:01012345678']]);
    expect(links('(02-123-4567)')).toEqual([['02-123-4567', 'tel:021234567']]);
    expect(links('Tel:031-123-4567')).toEqual([['031-123-4567', 'tel:0311234567']]);
  });

  it.each([
    ['날짜 2026-12-03 에 만나요'],
    ['26-12-03'],
    ['시간 09:00-18:00'],
    ['오후 2:30~4:00'],
    ['가격 12,000원'],
    ['1500-2000원 사이'],
    ['1600-1800원'],
    ['주문번호 202612031234567'],
    ['주문번호 010123456789012'],
    ['계좌 302-0123-4567-11'],
    ['계좌 110-123-456789'],
    ['카카오뱅크 3333-01-1234567'],
    ['코드 A01012345678'],
    ['15881234'],
    ['010-1234 5678'],
    ['01012345678@naver.com'],
    ['우편번호 06234'],
  ])('makes no link of %j', (text) => {
    expect(links(text)).toEqual([]);
  });
});

describe('the parts', () => {
  it('are the whole text, in order, with the text around each link kept', () => {
    const text = '안녕하세요!\n예약은 https://a.kr/book (또는 010-1234-5678)\n감사합니다.';
    const parts = linkParts(text);
    expect(parts).toEqual([
      { kind: 'text', text: '안녕하세요!\n예약은 ' },
      { kind: 'url', text: 'https://a.kr/book', href: 'https://a.kr/book' },
      { kind: 'text', text: ' (또는 ' },
      { kind: 'phone', text: '010-1234-5678', href: 'tel:01012345678' },
      { kind: 'text', text: ')\n감사합니다.' },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });

  it('are the text alone when there is nothing to link, and nothing for no text', () => {
    expect(linkParts('오늘도 잘 놀았어요')).toEqual([{ kind: 'text', text: '오늘도 잘 놀았어요' }]);
    expect(linkParts('')).toEqual([]);
    expect(hasLinks('오늘도 잘 놀았어요')).toBe(false);
    expect(hasLinks('https://a.kr')).toBe(true);
    expect(hasLinks('02-123-4567')).toBe(true);
  });

  it('do not read a number inside an address as a phone number', () => {
    expect(links('https://a.kr/call/010-1234-5678')).toEqual([
      ['https://a.kr/call/010-1234-5678', 'https://a.kr/call/010-1234-5678'],
    ]);
  });
});
