/**
 * A Node chat client with the front's delivery rules (mf-chatting's live sync): a message whose sequence is the
 * next one is taken, an old one dropped, one after a gap triggers a resync (GET …/message?afterSeq=) first; every
 * (re)connect resyncs. Tests use it to prove "every message once, in order".
 */
import { WebSocket } from 'ws';

export interface LiveMessage {
  messageSeq: number;
  chattingRoomId: number;
  seq: number;
  message: string;
}

export class LiveClient {
  readonly received: LiveMessage[] = [];
  private lastSeq = 0;
  private socket: WebSocket | null = null;
  private sync: Promise<void> = Promise.resolve();
  private stopped = false;
  reconnects = 0;

  constructor(
    private readonly opts: {
      /** base URLs of the instances this client may use, first one first */
      bases: () => string[];
      ticket: (base: string) => Promise<string>;
      resync: (base: string, afterSeq: number) => Promise<LiveMessage[]>;
      chattingRoomId: number;
    },
  ) {}

  private base = '';

  async connect(): Promise<void> {
    for (const base of this.opts.bases()) {
      try {
        await this.open(base);
        return;
      } catch {
        // try the next instance
      }
    }
    throw new Error('no instance answered');
  }

  private async open(base: string) {
    const ticket = await this.opts.ticket(base);
    const url = `${base.replace(/^http/, 'ws')}/v2/chatting/ws?ticket=${encodeURIComponent(ticket)}`;
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (raw) => {
        const frame = JSON.parse(String(raw)) as { type: string; message?: LiveMessage };
        if (frame.type === 'ready') resolve();
        if (frame.type === 'message' && frame.message?.chattingRoomId === this.opts.chattingRoomId) {
          this.take(frame.message);
        }
      });
      socket.once('error', reject);
      socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
    this.socket = socket;
    this.base = base;
    socket.on('close', () => {
      if (this.stopped) return;
      this.reconnects++;
      void this.reconnectSoon();
    });
    this.resync();
  }

  private async reconnectSoon() {
    for (let attempt = 0; !this.stopped; attempt++) {
      await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt) * (0.5 + Math.random() / 2)));
      try {
        await this.connect();
        return;
      } catch {
        // keep trying with backoff
      }
    }
  }

  private take(m: LiveMessage) {
    if (m.seq <= this.lastSeq) return;
    if (m.seq > this.lastSeq + 1) {
      this.resync();
      return;
    }
    this.received.push(m);
    this.lastSeq = m.seq;
  }

  resync() {
    const base = this.base;
    this.sync = this.sync.then(async () => {
      try {
        for (const m of await this.opts.resync(base, this.lastSeq)) this.take(m);
      } catch {
        // the next connect resyncs again
      }
    });
  }

  /** Closes the socket from the client side without reconnecting. */
  async stop() {
    this.stopped = true;
    this.socket?.close();
    await this.sync;
  }
}
