// The reads the page's HTML starts for a screen (src/early-reads.mjs) are the very requests the
// screen makes first; otherwise they would only be wasted.
import { earlyReadUrl, firstRequestUrl } from '@guardian/shared/test/early-reads';
import earlyReads from '../early-reads.mjs';
import { getRoom } from '../features/room/api/get-room';
import { getMessages } from '../features/room/api/get-messages';

describe('early reads of mf-chatting', () => {
  it("a room's reads are the room and its newest messages, as the room screen asks", async () => {
    expect(earlyReads.chattingRoom.map((t) => earlyReadUrl(t, { url: '12' }))).toEqual([
      await firstRequestUrl(() => getRoom(12)),
      await firstRequestUrl(() => getMessages(12)),
    ]);
  });
});
