import { describe, expect, it } from 'vitest';
import { detectImageType } from '../detect.js';

const pad = (head: Buffer) => Buffer.concat([head, Buffer.alloc(32)]);

describe('detectImageType', () => {
  it('tells the four photo types by their first bytes', () => {
    expect(detectImageType(pad(Buffer.from([0xff, 0xd8, 0xff, 0xe1])))).toBe('image/jpeg');
    expect(detectImageType(pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))).toBe(
      'image/png',
    );
    expect(detectImageType(pad(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1')))).toBe('image/webp');
    for (const brand of ['heic', 'heix', 'mif1', 'msf1'])
      expect(detectImageType(pad(Buffer.from(`\x00\x00\x00\x18ftyp${brand}`, 'latin1')))).toBe('image/heic');
  });

  it('refuses everything else: executables, scripts, PDFs, GIFs, MP4 video, a truncated header', () => {
    for (const head of [
      Buffer.from([0x7f, 0x45, 0x4c, 0x46]), // ELF
      Buffer.from('MZ\x90\x00', 'latin1'), // Windows .exe
      Buffer.from('#!/bin/sh\n', 'latin1'),
      Buffer.from('%PDF-1.7', 'latin1'),
      Buffer.from('GIF89a', 'latin1'),
      Buffer.from('\x00\x00\x00\x18ftypisom', 'latin1'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">', 'latin1'),
    ])
      expect(detectImageType(pad(head))).toBeNull();
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});
