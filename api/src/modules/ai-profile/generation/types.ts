/**
 * The seams of generation. `PortraitGenerator` is what the job worker talks to (submit, then poll status), so a
 * GPU generation service can replace the default one by implementing these two calls over HTTP. `Segmenter`
 * cuts the pet out of a photo (the default runs an ONNX model in its own process, tests use a fake).
 */
import type { AiSpecies, AiStyleCode } from '../schemas.js';

export interface PortraitPet {
  name: string;
  species: AiSpecies;
  breed: string;
  ageYears: number;
}

export interface PortraitRequest {
  /** The owner's photos (any format sharp reads), as uploaded. */
  photos: Buffer[];
  pet: PortraitPet;
  /** One picture per style, in this order. */
  styles: AiStyleCode[];
}

export interface PortraitPicture {
  style: AiStyleCode;
  image: Buffer;
  contentType: 'image/jpeg';
}

/** Why a job could not be done, as a code the service turns into the owner's message. */
export type PortraitFailure = 'NO_SUBJECT' | 'BAD_PHOTOS' | 'GENERATOR_ERROR';

export type PortraitStatus =
  | { state: 'RUNNING'; progress: number; step: string }
  | { state: 'DONE'; pictures: PortraitPicture[] }
  | { state: 'FAILED'; code: PortraitFailure; detail: string };

export interface PortraitGenerator {
  /** Starts a generation; returns the generator's id for it (kept on the job row). */
  submit(request: PortraitRequest): Promise<string>;
  /** Where a submitted generation stands; an unknown id is FAILED (a restarted in-process generator forgets). */
  status(id: string): Promise<PortraitStatus>;
  /** Lets the generator drop a finished generation's pictures once they are stored. */
  forget?(id: string): void;
  close?(): Promise<void>;
}

/** An image as raw pixels (RGB, 3 bytes a pixel, row by row). */
export interface RawRgb {
  data: Buffer;
  width: number;
  height: number;
}

export interface Segmenter {
  /** Which model (or fallback) this is, for logs and docs. */
  readonly name: string;
  /** The subject's mask for the picture: one byte a pixel (0 background … 255 subject), same size as the input. */
  segment(image: RawRgb): Promise<Buffer>;
  close(): Promise<void>;
}
