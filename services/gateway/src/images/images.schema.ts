import { Schema } from 'mongoose';
import type { ImageContentType } from './image-type';

/** Uploaded logos and photos, kept in the gateway database so every instance serves them (at most 2 MiB, far below 16 MiB). */
export interface ImageRecord {
  _id: string;
  /** The company that may use it; null while it was uploaded during onboarding before the company existed. */
  companyId: string | null;
  uploadedBy: string | null;
  /** The onboarding or profile link it was uploaded with, when uploaded before signing in. */
  linkTokenId: string | null;
  contentType: ImageContentType;
  size: number;
  data: Buffer;
  createdAt: Date;
}

export const imageSchema = new Schema<ImageRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, default: null, index: true },
    uploadedBy: { type: String, default: null },
    linkTokenId: { type: String, default: null },
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
    data: { type: Buffer, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'images', versionKey: false },
);

export const IMAGE_MODEL = 'Image';
