export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export type ImageContentType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/**
 * The type read from the file's first bytes, whatever the browser declared: a renamed script or an SVG
 * (which can carry script) is not an image we serve.
 */
export function detectImageType(bytes: Uint8Array): ImageContentType | undefined {
  const starts = (signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}
