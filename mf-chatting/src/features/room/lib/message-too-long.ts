// How long a chat message may be: the box keeps all of a long paste and says how much is over (a new message and an
// edit alike).
import { tooLongMessage } from '@guardian/shared/forms';

/** The API's limit on a message, counted on the text it stores (trimmed). */
const MESSAGE_MAX = 1000;

/** Why a message cannot be sent as it is, or null. */
export const messageTooLong = (text: string) => tooLongMessage('메시지는', text.trim(), MESSAGE_MAX, '보낼');
