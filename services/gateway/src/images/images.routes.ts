import { DomainError } from '../domain-error';
import { BinaryReply, localRoute, localRoutes, pathParam, type LocalRequest, type LocalServices } from '../http/gateway-route';

const LINK_TOKEN_HEADER = 'x-link-token';

/** A member uploads for the session's company; someone in onboarding or a profile form with the link they were mailed. */
async function upload(request: LocalRequest<unknown>, { images, linkTokens }: LocalServices) {
  const { file, grant } = request;
  if (file === undefined) throw new DomainError('VALIDATION_FAILED', 'Send the image in the multipart field "file"', [{ path: 'file', message: 'file is required' }]);
  if (grant.kind === 'session') return images.upload({ kind: 'member', companyId: grant.auth.companyId, userId: grant.auth.userId }, file);
  const linkToken = request.headers[LINK_TOKEN_HEADER];
  if (typeof linkToken !== 'string') throw new DomainError('UNAUTHENTICATED', 'Sign in or send the link token of your onboarding');
  const record = await linkTokens.open(linkToken, ['onboarding', 'register', 'invitation', 'signup']);
  const companyId = typeof record.data.companyId === 'string' ? record.data.companyId : record.companyId;
  return images.upload({ kind: 'link', linkTokenId: record._id, companyId }, file);
}

async function signedImage(request: LocalRequest<unknown>, { images }: LocalServices): Promise<BinaryReply> {
  const imageId = pathParam(request, 'imageId');
  const found = await images.linkedContent(imageId, request.query.expires, request.query.signature);
  // Ids are never reused for other content: the browser may keep an image as long as its link lives, but no shared cache.
  return new BinaryReply(found.contentType, found.data, {
    'Cache-Control': `private, max-age=${found.secondsLeft}, immutable`,
    ETag: `"${imageId}"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  });
}

/** Uploads, and images served through signed links (docs/api-access.md, "Images"). */
export const imagesRoutes = localRoutes({
  imageUpload: localRoute({ method: 'POST', path: '/images', access: 'session-or-link-token', upload: 'image', successStatus: 201, handle: upload }),
  imageGet: localRoute({ method: 'GET', path: '/images/:imageId', access: 'public', handle: signedImage }),
});
