import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detectImageType } from './image-type';

const bytes = (...values: number[]) => Uint8Array.from(values);

test('PNG, JPEG, GIF (87a and 89a) and WEBP are recognised by their first bytes', () => {
  assert.equal(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)), 'image/png');
  assert.equal(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)), 'image/jpeg');
  assert.equal(detectImageType(Buffer.from('GIF89a....')), 'image/gif');
  assert.equal(detectImageType(Buffer.from('GIF87a....')), 'image/gif');
  assert.equal(detectImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WEBPVP8 ')])), 'image/webp');
});

test('anything else is refused, including an SVG, a script and a truncated header', () => {
  assert.equal(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')), undefined);
  assert.equal(detectImageType(Buffer.from('#!/bin/sh\necho hi')), undefined);
  assert.equal(detectImageType(bytes(0x89, 0x50, 0x4e)), undefined);
  assert.equal(detectImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WAVEfmt ')])), undefined);
  assert.equal(detectImageType(Buffer.from('GIF88a')), undefined);
  assert.equal(detectImageType(bytes()), undefined);
});
