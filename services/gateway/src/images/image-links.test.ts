import { test } from 'node:test';
import assert from 'node:assert/strict';
import { imageIdOf, ImageLinkSigner } from './image-links';

const id = 'abcdefabcdefabcdefabcdef';
const now = Date.UTC(2026, 10, 25, 10, 30);

test('a signed link verifies until it expires, one to two hours later, and not after', () => {
  const signer = new ImageLinkSigner('secret');
  const url = new URL(signer.sign(id, now), 'http://x');
  const expires = url.searchParams.get('expires');
  const signature = url.searchParams.get('signature');
  assert.ok(signer.verify(id, expires, signature, now)! > 3600);
  assert.ok(signer.verify(id, expires, signature, now + 80 * 60_000)! > 0);
  assert.equal(signer.verify(id, expires, signature, now + 2 * 3600_000), undefined);
});

test('a link is refused for another image, another expiry, another secret or a missing signature', () => {
  const signer = new ImageLinkSigner('secret');
  const url = new URL(signer.sign(id, now), 'http://x');
  const expires = url.searchParams.get('expires');
  const signature = url.searchParams.get('signature');
  assert.equal(signer.verify('bbbbbbbbbbbbbbbbbbbbbbbb', expires, signature, now), undefined);
  assert.equal(signer.verify(id, String(Number(expires) + 3600), signature, now), undefined);
  assert.equal(new ImageLinkSigner('other').verify(id, expires, signature, now), undefined);
  assert.equal(signer.verify(id, expires, undefined, now), undefined);
  assert.equal(signer.verify(id, ['1'], signature, now), undefined);
});

test('answers have every stored image path signed, and nothing else changed', () => {
  const signer = new ImageLinkSigner('secret');
  const answer = {
    project: { name: 'says "/api/v1/images/abcdefabcdefabcdefabcdef"', image: `/api/v1/images/${id}` },
    list: [`/api/v1/images/${id}`, '/api/v1/images/not-an-id', 'plain'],
  };
  const signed = JSON.parse(signer.signJson(JSON.stringify(answer), now)) as typeof answer;
  assert.equal(signed.project.name, answer.project.name);
  assert.equal(signed.project.image, signer.sign(id, now));
  assert.deepEqual(signed.list, [signer.sign(id, now), '/api/v1/images/not-an-id', 'plain']);
});

test('a body may name an image by id or by its URL, signed or not', () => {
  assert.equal(imageIdOf(id), id);
  assert.equal(imageIdOf(`/api/v1/images/${id}`), id);
  assert.equal(imageIdOf(`/api/v1/images/${id}?expires=1&signature=x`), id);
  assert.equal(imageIdOf('https://elsewhere.example/a.png'), undefined);
  assert.equal(imageIdOf(`/api/v1/images/${id}/../x`), undefined);
});
