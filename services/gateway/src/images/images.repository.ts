import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { IMAGE_MODEL, type ImageRecord } from './images.schema';

export type ImageOwnership = Pick<ImageRecord, '_id' | 'companyId' | 'uploadedBy' | 'linkTokenId'>;

/**
 * Not a TenantScopedRepository: images are read by id (public, unguessable ids), and one uploaded during onboarding has
 * no company yet; who may attach one is checked on its ownership fields.
 */
@Injectable()
export class ImagesRepository {
  constructor(@InjectModel(IMAGE_MODEL) private readonly images: Model<ImageRecord>) {}

  async insert(image: ImageRecord): Promise<void> {
    await this.images.create(image);
  }

  async findContent(imageId: string): Promise<{ contentType: string; data: Buffer } | null> {
    const record = await this.images.findById(imageId, { contentType: 1, data: 1 }).lean<{ contentType: string; data: Buffer | { buffer: Buffer } }>().exec();
    if (record === null) return null;
    const data = Buffer.isBuffer(record.data) ? record.data : Buffer.from(record.data.buffer);
    return { contentType: record.contentType, data };
  }

  findOwnership(imageId: string): Promise<ImageOwnership | null> {
    return this.images.findById(imageId, { companyId: 1, uploadedBy: 1, linkTokenId: 1 }).lean<ImageOwnership>().exec();
  }

  /** An image uploaded during onboarding becomes the company's once the company exists. */
  async claim(imageId: string, companyId: string): Promise<void> {
    await this.images.updateOne({ _id: imageId, companyId: null }, { $set: { companyId } }).exec();
  }
}
