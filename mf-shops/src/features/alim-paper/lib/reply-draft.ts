// A reply to the teacher typed and not yet sent, per card: it survives leaving the card (뒤로, the tab bar, a
// look at another card) and a reload, and is dropped once sent. Kept in the tab's sessionStorage, as the review
// form's drafts are.
import { createSessionDraftStore, sessionDraftKey } from '../../../lib/draft-store';

const NAME = 'alim-paper-replies';
export const REPLY_DRAFTS_STORAGE_KEY = sessionDraftKey(NAME);

export const useReplyDraftStore = createSessionDraftStore<string>(NAME);
