import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateImageFile } from './image-rules';

test('images: PNG, JPEG, WEBP or GIF up to 2 MiB', () => {
  assert.equal(validateImageFile({ size: 2 * 1024 * 1024, type: 'image/png' }), undefined);
  assert.equal(validateImageFile({ size: 2 * 1024 * 1024 + 1, type: 'image/jpeg' }), 'image_too_large');
  assert.equal(validateImageFile({ size: 10, type: 'image/svg+xml' }), 'image_type');
});
