/** A body names an uploaded image by id; the project keeps the URL the browser loads it from. */
export function imageUrlOf(image: string | null | undefined): string | null | undefined {
  if (image === undefined || image === null) return image;
  return /^[0-9a-f]{24}$/.test(image) ? `/api/v1/images/${image}` : image;
}
