import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LinksOnScreen } from './links-on-screen';

const link = (name: string, from: number, to: number) => ({ link: name, from, to });

test('finds the links touching the rows on screen, including one passing over them from far above', () => {
  const index = new LinksOnScreen([link('near', 10, 12), link('long', 1, 500), link('below', 300, 310), link('up', 205, 198)], 64);
  assert.deepEqual(index.between(190, 220).sort(), ['long', 'up']);
  assert.deepEqual(index.between(0, 11).sort(), ['long', 'near']);
});

test('a link spanning several blocks is reported once', () => {
  const index = new LinksOnScreen([link('long', 0, 1000)], 64);
  assert.deepEqual(index.between(0, 999), ['long']);
});

test('agrees with walking every link, on a random plan', () => {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const links = Array.from({ length: 2000 }, (_, i) => link(`L${i}`, Math.floor(random() * 5000), Math.floor(random() * 5000)));
  const index = new LinksOnScreen(links, 64);
  for (let probe = 0; probe < 50; probe++) {
    const first = Math.floor(random() * 5000);
    const last = first + Math.floor(random() * 60);
    const expected = links.filter((l) => Math.max(l.from, l.to) >= first && Math.min(l.from, l.to) <= last).map((l) => l.link).sort();
    assert.deepEqual(index.between(first, last).sort(), expected);
  }
});
