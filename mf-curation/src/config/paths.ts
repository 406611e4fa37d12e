// Every route mf-curation owns (spec §2, SCREENS.md), each string once, with the title its screen shows.
import { paths as app } from '@guardian/shared';

const aiProfile = (sub: string) => `${app.aiProfile}/${sub}`;

export const paths = {
  curation: { path: app.curation, title: '홈' },
  curationContents: { path: `${app.curation}/:curationSeq/:curationContentsSeq`, title: '큐레이션' },
  curationBreed: { path: app.curationBreed, title: '품종 가이드' },
  curationReview: { path: `${app.curation}/review/:id`, title: '매장 리뷰' },
  event: { path: app.event, title: '이벤트' },
  eventDetail: { path: `${app.event}/:id`, title: '이벤트' },
  aiProfile: { path: app.aiProfile, title: 'AI 프로필' },
  aiProfileHistory: { path: aiProfile('history'), title: 'AI 프로필 내역' },
  aiProfileDetail: { path: aiProfile('detail'), title: 'AI 프로필 상세' },
  aiProfileById: { path: aiProfile(':id'), title: 'AI 프로필' },
  aiProfileProductExample: { path: aiProfile('product-example'), title: 'AI 프로필 예시' },
  aiProfileInputInfo: { path: aiProfile('input-info'), title: '반려동물 정보 입력' },
  aiProfileUploadImages: { path: aiProfile('upload-images'), title: '사진 올리기' },
  aiProfileUploadImagesExample: { path: aiProfile('upload-images-example'), title: '좋은 사진 예시' },
  aiProfilePayment: { path: aiProfile('payment'), title: '결제' },
  aiProfileSuccess: { path: aiProfile('success'), title: '결제 완료' },
  aiProfileFail: { path: aiProfile('fail'), title: '결제 실패' },
  aiProfileCompleteDownload: { path: aiProfile('complete-download'), title: '다운로드 완료' },
} as const;
