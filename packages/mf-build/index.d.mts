import type { Configuration, RspackPluginInstance } from '@rspack/core';
import type { Remote } from '@pinboard/parts';

export { ROUTER_EXPORTS, RouterExportsCheckPlugin, routerImportProblems } from './router-exports.mjs';

export declare const SINGLETONS: readonly string[];

/** What mf-build reads of an app's package.json. */
export interface AppPackage {
  name: string;
  dependencies?: Record<string, string>;
  pinboard?: { role?: string; exposes?: Record<string, string> };
}

export declare function sharedSingletons(
  pkg: AppPackage,
  routerTreeShaking: { mode: string; usedExports?: string[] },
): Record<string, { singleton: true; requiredVersion: string }>;
export declare function remoteOf(dir: string | URL): { pkg: AppPackage; remote: Remote };
export declare function exposesOf(pkg: AppPackage): Record<string, string>;
export declare function remoteConfig(options: {
  dir: string | URL;
  plugins?: RspackPluginInstance[];
}): Configuration;
export declare function hostConfig(options: {
  dir: string | URL;
  name?: string;
  entry?: Configuration['entry'];
  plugins?: RspackPluginInstance[];
}): Configuration;
