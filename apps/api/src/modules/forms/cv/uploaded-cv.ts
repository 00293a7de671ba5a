/** The parts of multer's in-memory file the careers form uses. */
export interface UploadedCv {
  buffer: Buffer;
  originalname: string;
  size: number;
}
