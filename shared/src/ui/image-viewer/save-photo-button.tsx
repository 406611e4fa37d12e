// The viewer's 저장 (an album's, a 알림장's): saves the photo on screen, with a toast that says how it went.
import { useState } from 'react';
// From shared's index, as the viewer's other parts: a lazy chunk reaching into first-load modules by file keeps them
// from being joined into the first load's one module (bigger on every tab).
import { isInApp, toast } from '../../index';
import { photoFileName, savePhoto } from './save-photo';
import styles from './image-viewer.module.css';

/** What 저장 needs to know of a set of photos. */
export interface PhotoSave {
  /** The saved file's name before its number: '2026-11-22_공원 산책' saves photo 3 as '2026-11-22_공원-산책_3.webp'. */
  name: string;
  /**
   * A link to the photo that still opens: the API's links expire about an hour after they were read, and a page can
   * be left open longer. Without it, the photo's `src`.
   */
  url?: (index: number) => Promise<string>;
}

export function SavePhotoButton({ save, index, src }: { save: PhotoSave; index: number; src: string }) {
  const [saving, setSaving] = useState(false);
  const run = async () => {
    setSaving(true);
    try {
      const url = save.url ? await save.url(index) : src;
      const ok = await savePhoto(url, photoFileName(save.name, index));
      if (ok) toast.success(isInApp() ? '사진을 갤러리에 저장했어요.' : '사진을 내려받았어요.');
      else toast.error('사진을 저장하지 못했어요. 저장 권한을 확인해 주세요.');
    } catch {
      toast.error('사진을 내려받지 못했어요. 잠시 후 다시 시도해 주세요.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <button type="button" className={styles.action} onClick={() => void run()} disabled={saving}>
      {saving ? '저장 중…' : '저장'}
    </button>
  );
}
