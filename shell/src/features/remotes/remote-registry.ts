import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleKey } from '@tenon/ui';

/** `/remotes.json`: each module's manifest URL, so every module can be deployed on its own. */
export type RemoteManifestUrls = Partial<Record<RemoteModuleKey, string>>;

interface ModuleExports {
  default: ComponentType;
}

let registration: Promise<RemoteManifestUrls> | null = null;

async function fetchAndRegister(): Promise<RemoteManifestUrls> {
  const response = await fetch('/remotes.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`remotes.json answered HTTP ${response.status}`);
  const urls = (await response.json()) as RemoteManifestUrls;
  registerRemotes(
    Object.entries(urls).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  return urls;
}

function registeredRemotes(): Promise<RemoteManifestUrls> {
  registration ??= fetchAndRegister().catch((error: unknown) => {
    registration = null; // let a retry fetch the list again
    throw error;
  });
  return registration;
}

/**
 * Starts loading the remote of the page being opened while the shell still checks the session and reads the
 * projects, instead of after them; a failure here is only logged, the page's own load reports it.
 */
export function preloadModuleComponent(module: RemoteModuleKey): void {
  loadModuleComponent(module).catch((error: unknown) => console.warn(`${module} remote preload failed`, error));
}

/** Loads `<module>/Module` at run time; rejects when the list or the remote cannot be loaded. */
export async function loadModuleComponent(module: RemoteModuleKey): Promise<ComponentType> {
  const urls = await registeredRemotes();
  if (urls[module] === undefined) throw new Error(`remotes.json lists no ${module} remote`);
  const exports = await loadRemote<ModuleExports>(`${module}/Module`);
  if (exports === null || exports === undefined) throw new Error(`${module}/Module did not load`);
  return exports.default;
}
