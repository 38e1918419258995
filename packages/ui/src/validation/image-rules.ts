export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export type ImageProblem = 'image_type' | 'image_too_large';

/** The client-side check before an upload; the gateway checks again by the file's first bytes. */
export function validateImageFile(file: { size: number; type: string }): ImageProblem | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'image_type';
  if (file.size > IMAGE_MAX_BYTES) return 'image_too_large';
  return undefined;
}
