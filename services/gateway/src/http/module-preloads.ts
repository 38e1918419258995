import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isRemoteModule, moduleForPath, type RemoteModuleKey } from '@tenon/contracts';

/** What a module's manifest says of its entry (`mf-manifest.json`, written by the federation plugin). */
interface ManifestEntry {
  metaData?: { remoteEntry?: { path?: unknown; name?: unknown } };
}

/**
 * The `Link` header of a deep link's page: the list of remotes, the opened module's manifest and, when the gateway
 * serves that module itself, its entry, all preloaded with the page. The shell asks for them only once its own scripts
 * have run, and then one after the other; preloaded, they are on their way from the first byte of the page
 * (docs/decisions.md, "A deep link's module code loads with the page").
 */
export class ModulePreloads {
  private readonly entries = new Map<RemoteModuleKey, { mtimeMs: number; url: string | null }>();

  constructor(
    private readonly root: string,
    private readonly remoteUrls: Record<string, string>,
  ) {}

  linkFor(pathname: string): string | null {
    const module = moduleForPath(pathname);
    if (module === null || !isRemoteModule(module)) return null;
    const manifest = this.remoteUrls[module];
    if (manifest === undefined) return null;
    // As the shell and the federation runtime fetch them: same-origin credentials, so `crossorigin` (anonymous).
    const links = [`</remotes.json>; rel=preload; as=fetch; crossorigin`, `<${manifest}>; rel=preload; as=fetch; crossorigin`];
    const entry = this.entryOf(module, manifest);
    if (entry !== null) links.push(`<${entry}>; rel=preload; as=script`);
    return links.join(', ');
  }

  /** The entry named by a module's own manifest (served from `mfe-<name>/dist`); null for a remote served elsewhere. */
  private entryOf(module: RemoteModuleKey, manifestUrl: string): string | null {
    const folder = `/remotes/${module}/`;
    if (manifestUrl !== `${folder}mf-manifest.json`) return null;
    const file = join(this.root, `mfe-${module}`, 'dist', 'mf-manifest.json');
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    // Read again only when the module was built again.
    const kept = this.entries.get(module);
    if (kept?.mtimeMs === mtimeMs) return kept.url;
    const url = entryUrl(folder, readFileSync(file, 'utf8'));
    this.entries.set(module, { mtimeMs, url });
    return url;
  }
}

/** `<folder><path><name>` of the manifest's remote entry; null when the manifest does not name one plainly. */
export function entryUrl(folder: string, manifestText: string): string | null {
  let manifest: ManifestEntry;
  try {
    manifest = JSON.parse(manifestText) as ManifestEntry;
  } catch {
    return null;
  }
  const { path = '', name } = manifest.metaData?.remoteEntry ?? {};
  if (typeof path !== 'string' || typeof name !== 'string' || !/^[\w.-]+$/.test(name) || !/^[\w./-]*$/.test(path) || path.includes('..')) return null;
  return `${folder}${path === '' || path.endsWith('/') ? path : `${path}/`}${name}`;
}
