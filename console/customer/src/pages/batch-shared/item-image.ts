/** Item pictures are stored under items/ by POST /api/upload/ and served from /api/uploads/. */
export const itemImageUrl = (imageId: string | null | undefined): string | null =>
  imageId && /^items\/[\w-]+\.jpg$/.test(imageId) ? `/api/uploads/${imageId}` : null;
