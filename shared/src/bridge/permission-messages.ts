import type { Permission } from './messages';

/** Texts shown when the native app reports a denied permission. */
export const PERMISSION_MESSAGES: Record<Permission, { title: string; description: string }> = {
  camera: {
    title: '카메라 접근 권한이 필요해요.',
    description: '사진 촬영을 위해 설정에서 카메라 접근을 허용해 주세요.',
  },
  storage: {
    title: '사진 접근 권한이 필요해요.',
    description: '사진 첨부를 위해 설정에서 사진 및 저장공간 접근을 허용해 주세요.',
  },
};
