import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { entryUrl, ModulePreloads } from './module-preloads';

const manifestNaming = (name: string, path = '') => JSON.stringify({ metaData: { remoteEntry: { name, path, type: 'global' } } });

test("a module's page preloads the list of remotes, the module's manifest and the entry its manifest names", () => {
  const root = mkdtempSync(join(tmpdir(), 'preloads-'));
  try {
    mkdirSync(join(root, 'mfe-lookahead', 'dist'), { recursive: true });
    const manifest = join(root, 'mfe-lookahead', 'dist', 'mf-manifest.json');
    writeFileSync(manifest, manifestNaming('remoteEntry.js'));
    const preloads = new ModulePreloads(root, { lookahead: '/remotes/lookahead/mf-manifest.json', weekly: 'https://cdn.example.com/weekly/mf-manifest.json' });
    assert.equal(
      preloads.linkFor('/lookahead/planification/p1/s1'),
      '</remotes.json>; rel=preload; as=fetch; crossorigin, </remotes/lookahead/mf-manifest.json>; rel=preload; as=fetch; crossorigin, </remotes/lookahead/remoteEntry.js>; rel=preload; as=script',
    );
    // A module built again names its new entry.
    writeFileSync(manifest, manifestNaming('entry.2.js'));
    utimesSync(manifest, new Date(), new Date(Date.now() + 5_000));
    assert.match(preloads.linkFor('/reportlookahead/week') ?? '', /<\/remotes\/lookahead\/entry\.2\.js>; rel=preload; as=script$/);
    // A remote served from elsewhere: its manifest only, as the gateway cannot read it.
    assert.equal(preloads.linkFor('/weeklyplan/commintments'), '</remotes.json>; rel=preload; as=fetch; crossorigin, <https://cdn.example.com/weekly/mf-manifest.json>; rel=preload; as=fetch; crossorigin');
    // Not built: nothing to name but the list and the manifest.
    assert.doesNotMatch(new ModulePreloads(root, { takt: '/remotes/takt/mf-manifest.json' }).linkFor('/taktplanning') ?? '', /as=script/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the shell\'s own pages and modules without a front end preload nothing', () => {
  const preloads = new ModulePreloads(tmpdir(), { lookahead: '/remotes/lookahead/mf-manifest.json' });
  assert.equal(preloads.linkFor('/projects'), null);
  assert.equal(preloads.linkFor('/login'), null);
  assert.equal(preloads.linkFor('/productivity'), null);
  // A module that remotes.json does not list.
  assert.equal(preloads.linkFor('/analytics'), null);
});

test("an entry is named only from a manifest that names it plainly, inside the module's folder", () => {
  assert.equal(entryUrl('/remotes/takt/', manifestNaming('remoteEntry.js')), '/remotes/takt/remoteEntry.js');
  assert.equal(entryUrl('/remotes/takt/', manifestNaming('remoteEntry.js', 'js')), '/remotes/takt/js/remoteEntry.js');
  assert.equal(entryUrl('/remotes/takt/', manifestNaming('remoteEntry.js', 'js/')), '/remotes/takt/js/remoteEntry.js');
  assert.equal(entryUrl('/remotes/takt/', manifestNaming('remoteEntry.js', '../weekly')), null);
  assert.equal(entryUrl('/remotes/takt/', manifestNaming('a>; rel=preload')), null);
  assert.equal(entryUrl('/remotes/takt/', '{"metaData":{}}'), null);
  assert.equal(entryUrl('/remotes/takt/', 'not json'), null);
});
