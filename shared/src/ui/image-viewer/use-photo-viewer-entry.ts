// The full-screen photo viewer as a history entry of its own: the same address, with which photos and which one of
// them in its state, so the phone's back closes it instead of leaving the page (닫기 and Escape go back the same
// way). ImageGrid's thumbnails and a chat message's photos open it so.
import { useLocation, useNavigate } from 'react-router-dom';

interface ViewerState {
  photoViewer?: { photos: string; index: number };
}

/**
 * `photos` names the set on the page (`chat-message-${seq}`, a post's photos), the same on every visit: the entry's
 * state outlives a reload and comes back on forward, and the set that finds its name there opens the photo again.
 * `open` is its photo shown full screen, or null.
 */
export function usePhotoViewerEntry(photos: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as ViewerState | null;
  return {
    open: state?.photoViewer?.photos === photos ? state.photoViewer.index : null,
    show: (index: number) =>
      void navigate(location, { state: { ...state, photoViewer: { photos, index } } satisfies ViewerState }),
    close: () => void navigate(-1),
  };
}
