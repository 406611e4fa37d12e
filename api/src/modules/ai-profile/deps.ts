/** The default generation on this machine: the ONNX segmenter in its own process, the local generator on top. */
import { checkPhoto } from './generation/photo-quality.js';
import { LocalPortraitGenerator } from './generation/local-generator.js';
import { OnnxSegmenter } from './generation/onnx-segmenter.js';
import type { Segmenter } from './generation/types.js';
import type { AiProfileDeps } from './ports.js';

export function localAiProfileDeps(segmenter: Segmenter = new OnnxSegmenter()): AiProfileDeps {
  return {
    generator: new LocalPortraitGenerator(segmenter),
    photoChecker: { check: (image) => checkPhoto(image, segmenter) },
  };
}
