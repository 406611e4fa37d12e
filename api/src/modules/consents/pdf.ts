/**
 * The signed copy of a consent form as a PDF: the exact text signed, the signature image, the time in Seoul and the
 * SHA-256 of the text. PDFKit embeds a subset of Noto Sans KR (the TTF shipped by @expo-google-fonts/noto-sans-kr),
 * so the file carries only the glyphs it uses (~10-40 KB). pdf-lib was tried first: its fontkit fork drops most
 * Hangul glyphs when subsetting this font.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONT = require.resolve('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf');
const FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf');

interface SignedCopy {
  signatureSeq: number;
  shopName: string;
  title: string;
  body: string;
  version: number;
  petName: string | null;
  bodySha256: string;
  signaturePng: string;
  signedAt: Date;
}

/** "2026년 11월 25일 15:04" in Asia/Seoul (no DST; not Intl, whose Korean data depends on the Node build). */
const seoulDateTime = (at: Date) => {
  const [date, time] = new Date(at.getTime() + 9 * 3600_000).toISOString().split('T');
  const [y, m, d] = date.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일 ${time.slice(0, 5)}`;
};

export function renderSignedPdf(s: SignedCopy): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: s.title,
      Author: s.shopName,
      Subject: '전자 서명 동의서',
      Keywords: `sha256:${s.bodySha256}`,
      CreationDate: s.signedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const width = doc.page.width - 112;
  doc.font('bold').fontSize(18).text(s.title, { width });
  doc.moveDown(0.3);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#555555')
    .text(`${s.shopName} · 동의서 제${s.version}판${s.petName ? ` · 반려동물 ${s.petName}` : ''}`, { width });
  doc.moveDown(1);
  doc.fillColor('#111111').fontSize(11).text(s.body, { width, lineGap: 4 });
  doc.moveDown(1.5);
  doc.font('bold').fontSize(11).text('서명', { width });
  doc.moveDown(0.3);
  if (doc.y + 140 > doc.page.height - 120) doc.addPage();
  const top = doc.y;
  doc.rect(56, top, 240, 120).strokeColor('#cccccc').stroke();
  doc.image(Buffer.from(s.signaturePng, 'base64'), 60, top + 4, {
    fit: [232, 112],
    align: 'center',
    valign: 'center',
  });
  doc.y = top + 132;
  doc.font('regular').fontSize(10).fillColor('#333333');
  doc.text(`서명 일시: ${seoulDateTime(s.signedAt)} (한국 표준시)`, 56, doc.y, { width });
  doc.text(`서명 번호: ${s.signatureSeq}`, { width });
  doc.text(`서명한 본문의 SHA-256: ${s.bodySha256}`, { width });
  doc.moveDown(0.5);
  doc
    .fillColor('#777777')
    .fontSize(9)
    .text(
      '본문을 UTF-8로 읽어 SHA-256을 계산하면 위 값과 같아야 해요. 값이 다르면 서명한 뒤 내용이 바뀐 거예요.',
      {
        width,
      },
    );
  doc.end();
  return done;
}
