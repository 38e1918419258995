import { Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import type { ImageUploadResponse } from '@tenon/contracts';
import { DomainError } from '../domain-error';
import { detectImageType, IMAGE_MAX_BYTES } from './image-type';
import { imageIdOf, ImageLinkSigner } from './image-links';
import { ImagesRepository } from './images.repository';

/** Who uploads or attaches an image: a signed-in member of a company, or a person holding an onboarding or profile link. */
export type ImageActor = { kind: 'member'; companyId: string; userId: string } | { kind: 'link'; linkTokenId: string; companyId: string | null };

export function imageUrl(imageId: string): string {
  return `/api/v1/images/${imageId}`;
}

@Injectable()
export class ImagesService {
  constructor(
    private readonly images: ImagesRepository,
    @Inject(ImageLinkSigner) private readonly links: ImageLinkSigner,
  ) {}

  async upload(actor: ImageActor, content: Buffer): Promise<ImageUploadResponse> {
    if (content.length > IMAGE_MAX_BYTES) throw new DomainError('IMAGE_TOO_LARGE', 'The image is larger than 2 MiB');
    const contentType = detectImageType(content);
    if (contentType === undefined) throw new DomainError('IMAGE_TYPE_NOT_ALLOWED', 'Only PNG, JPEG, WEBP or GIF images are accepted');
    const id = new Types.ObjectId().toHexString();
    await this.images.insert({
      _id: id,
      companyId: actor.companyId,
      uploadedBy: actor.kind === 'member' ? actor.userId : null,
      linkTokenId: actor.kind === 'link' ? actor.linkTokenId : null,
      contentType,
      size: content.length,
      data: content,
      createdAt: new Date(),
    });
    return { id, url: imageUrl(id) };
  }

  /** An image behind a signed link (docs/api-access.md): a wrong or expired link is 403, an unknown image 404. */
  async linkedContent(imageId: string, expires: unknown, signature: unknown): Promise<{ contentType: string; data: Buffer; secondsLeft: number }> {
    const secondsLeft = /^[0-9a-f]{24}$/.test(imageId) ? this.links.verify(imageId, expires, signature) : undefined;
    if (secondsLeft === undefined) throw new DomainError('IMAGE_LINK_INVALID', 'This image link is not valid or has expired; reload the page');
    const found = await this.images.findContent(imageId);
    if (found === null) throw new DomainError('NOT_FOUND', 'No such image');
    return { ...found, secondsLeft };
  }

  /**
   * The image id a project or subcontract body names (an id or an image URL, signed or not), checked to be an image of
   * the caller's company: another company's is 403 WRONG_COMPANY, anything that is not an uploaded image 400.
   */
  async companyImageId(companyId: string, value: string): Promise<string> {
    const imageId = imageIdOf(value);
    if (imageId === undefined) throw new DomainError('VALIDATION_FAILED', 'image must be an uploaded image', { path: 'image' });
    const image = await this.images.findOwnership(imageId);
    if (image === null) throw new DomainError('NOT_FOUND', 'No such image');
    if (image.companyId !== companyId) throw new DomainError('WRONG_COMPANY', 'This image belongs to another company');
    return imageId;
  }

  /**
   * The URL to store for an image a body refers to: undefined leaves the field alone, null clears it. Another
   * company's image, or one uploaded with someone else's link, is 403 WRONG_COMPANY.
   */
  async attach(actor: ImageActor, imageId: string | null | undefined): Promise<string | null | undefined> {
    if (imageId === undefined || imageId === null) return imageId;
    const image = await this.images.findOwnership(imageId);
    if (image === null) throw new DomainError('NOT_FOUND', 'No such image');
    const sameCompany = image.companyId !== null && image.companyId === actor.companyId;
    const sameLink = actor.kind === 'link' && image.linkTokenId === actor.linkTokenId;
    if (!sameCompany && !sameLink) throw new DomainError('WRONG_COMPANY', 'This image belongs to another company');
    if (image.companyId === null && actor.companyId !== null) await this.images.claim(imageId, actor.companyId);
    return imageUrl(imageId);
  }
}
