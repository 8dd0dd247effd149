/** POST /api/upload/ (multipart `file`): an item image; its id goes into the item's image_id. */
export interface UploadedFile {
  id: string;
  url?: string;
}
