import { hasLinks, linkParts, type TextPart } from '../link-parts';

/** The links found in `text`, as written, with where they go. */
const links = (text: string) =>
  linkParts(text)
    .filter((p): p is Extract<TextPart, { href: string }> => 'href' in p)
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
    ['me@www.a.kr 은 메일이에요'],
    ['파일 photo.jpg 와 3.5kg'],
  ])('makes no link of %j', (text) => {
    expect(links(text)).toEqual([]);
  });

  it('reads www. in the middle of a host as part of it, not as where an address starts', () => {
    expect(links('mail.www.a.kr 은 주소 한가운데예요')).toEqual([
      ['mail.www.a.kr', 'https://mail.www.a.kr/'],
    ]);
  });
});

describe('addresses a shop writes without https:// or www.', () => {
  it.each([
    ['지도는 naver.me/abc 에서 봐 주세요', 'naver.me/abc', 'https://naver.me/abc'],
    ['이벤트 guardian.kr/event 확인해 주세요', 'guardian.kr/event', 'https://guardian.kr/event'],
    ['인스타 instagram.com/shop_x 팔로우해 주세요', 'instagram.com/shop_x', 'https://instagram.com/shop_x'],
    ['홈페이지 meong.co.kr', 'meong.co.kr', 'https://meong.co.kr/'],
    [
      '예약은 booking.naver.com/booking/6/bizes/123?area=ple 에서',
      'booking.naver.com/booking/6/bizes/123?area=ple',
      'https://booking.naver.com/booking/6/bizes/123?area=ple',
    ],
    ['영상 youtu.be/dQw4w9WgXcQ 보세요', 'youtu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'],
    ['링크 bit.ly/3abcD', 'bit.ly/3abcD', 'https://bit.ly/3abcD'],
    [
      '스토어 smartstore.naver.com/meong#top',
      'smartstore.naver.com/meong#top',
      'https://smartstore.naver.com/meong#top',
    ],
    ['앱 meong.app 받으세요', 'meong.app', 'https://meong.app/'],
    ['쇼핑몰 pet.shop/sale', 'pet.shop/sale', 'https://pet.shop/sale'],
    ['NAVER.COM 에서 검색', 'NAVER.COM', 'https://naver.com/'],
    [
      '관리자 admin.meong.kr:8080/login 이에요',
      'admin.meong.kr:8080/login',
      'https://admin.meong.kr:8080/login',
    ],
    ['더 보기...naver.me/abc', 'naver.me/abc', 'https://naver.me/abc'],
    ['11st.co.kr 에서 사요', '11st.co.kr', 'https://11st.co.kr/'],
  ])('finds %j, opening it over https', (text, written, href) => {
    expect(links(text)).toEqual([[written, href]]);
  });

  it('ends the address at Korean, at the end of a sentence and at a closing bracket', () => {
    expect(links('naver.me/abc에서 확인해 주세요')).toEqual([['naver.me/abc', 'https://naver.me/abc']]);
    expect(links('guardian.kr에서 예약해요')).toEqual([['guardian.kr', 'https://guardian.kr/']]);
    expect(links('예약은 guardian.kr.다음엔 전화 주세요')).toEqual([['guardian.kr', 'https://guardian.kr/']]);
    expect(links('주소는 guardian.kr/event. 감사합니다')).toEqual([
      ['guardian.kr/event', 'https://guardian.kr/event'],
    ]);
    expect(links('(instagram.com/shop_x)')).toEqual([
      ['instagram.com/shop_x', 'https://instagram.com/shop_x'],
    ]);
    expect(links('좋아요.naver.me/abc')).toEqual([['naver.me/abc', 'https://naver.me/abc']]);
  });

  it('finds a bare address beside a written one and a phone number, each once', () => {
    expect(links('https://a.kr/x 또는 naver.me/abc, 010-1234-5678')).toEqual([
      ['https://a.kr/x', 'https://a.kr/x'],
      ['naver.me/abc', 'https://naver.me/abc'],
      ['010-1234-5678', 'tel:01012345678'],
    ]);
    expect(links('https://a.kr/go/naver.me/abc')).toEqual([
      ['https://a.kr/go/naver.me/abc', 'https://a.kr/go/naver.me/abc'],
    ]);
  });

  it.each([
    ['1.5kg 사료'],
    ['가격 3.5만원'],
    ['버전 v2.1 업데이트'],
    ['오전 10.30 에 만나요'],
    ['0.5 단위로'],
    ['1.2.3'],
    ['예약.다음 주에 봬요'],
    ['감사합니다.Kim 드림'],
    ['사진 photo.jpg 와 문서 guide.pdf 와 index.html'],
    ['Mr.Kim 선생님'],
    ['Thank you.Me too'],
    ['e.g. 예시'],
    ['naver.com.au 는 다른 나라 주소예요'],
    ['3.kr 은 숫자뿐이에요'],
    ['a-.kr'],
    ['a..kr'],
    ['메일 shop@meong.co.kr'],
    ['메일 meong.kr@gmail.com'],
    ['메일 kim.shop@naver.com'],
    ['메일 a_b.c@daum.net'],
    ['경로 /files/a.kr 이에요'],
  ])('makes no link, nor half of one, of %j', (text) => {
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
    ['+82 10-1234-5678', 'tel:+821012345678'],
    ['+82-10-1234-5678', 'tel:+821012345678'],
    ['+821012345678', 'tel:+821012345678'],
    ['+82 10 1234 5678', 'tel:+821012345678'],
    ['+82-2-123-4567', 'tel:+8221234567'],
    ['+82 2 1234 5678', 'tel:+82212345678'],
    ['+82 31-123-4567', 'tel:+82311234567'],
    ['+82 70-1234-5678', 'tel:+827012345678'],
    ['+82 (0)10-1234-5678', 'tel:+821012345678'],
    ['+82 010-1234-5678', 'tel:+821012345678'],
  ])('makes a tel: link of %j', (number, href) => {
    expect(links(`문의는 ${number}로 연락 주세요`)).toEqual([[number, href]]);
  });

  it('links a number from abroad whole, never its national half', () => {
    expect(links('해외에서는(+82 10-1234-5678)')).toEqual([['+82 10-1234-5678', 'tel:+821012345678']]);
    expect(links('Tel.+82-2-123-4567')).toEqual([['+82-2-123-4567', 'tel:+8221234567']]);
    expect(links('a+82 010-1234-5678')).toEqual([]);
    expect(links('+82 10-1234-5678-11')).toEqual([]);
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
    ['+82 10-1234'],
    ['+820 10-1234-5678'],
    ['+44 20 7123 4567'],
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

describe('hashtags, when asked for', () => {
  const tags = (text: string) =>
    linkParts(text, { tags: true })
      .filter((p) => p.kind === 'tag')
      .map((p) => p.text);

  it('finds each #tag as written, Korean, Latin, digits and _ in it, ending at a space, a sign or the next #', () => {
    expect(tags('오늘 #산책 다녀왔어요 #댕스타그램, #dog_daily!\n#보리#한강 #2024여름')).toEqual([
      '#산책',
      '#댕스타그램',
      '#dog_daily',
      '#보리',
      '#한강',
      '#2024여름',
    ]);
  });

  it('leaves a # inside a word or an address, a lone #, and a number (#1) as they are', () => {
    expect(tags('C#과 a#b, &#39; # 혼자, 사진 #2 그리고 #12')).toEqual([]);
    const parts = linkParts('https://a.kr/p#산책 보세요 #산책', { tags: true });
    expect(parts).toEqual([
      { kind: 'url', text: 'https://a.kr/p#산책', href: 'https://a.kr/p#%EC%82%B0%EC%B1%85' },
      { kind: 'text', text: ' 보세요 ' },
      { kind: 'tag', text: '#산책' },
    ]);
  });

  it('keeps the whole text, with the phone numbers around the tags, and none without being asked', () => {
    const text = '#미용 예약 010-1234-5678 #보리';
    const parts = linkParts(text, { tags: true });
    expect(parts.map((p) => p.kind)).toEqual(['tag', 'text', 'phone', 'text', 'tag']);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(linkParts(text).map((p) => p.kind)).toEqual(['text', 'phone', 'text']);
  });
});
