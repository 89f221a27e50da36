import type { Compiler, RspackPluginInstance } from '@rspack/core';

export declare const ROUTER_PACKAGE: 'react-router';
export declare const ROUTER_EXPORTS: readonly string[];

/** One dependency of a module on react-router: its rspack type and the export path it reads. */
export interface RouterUse {
  type: string;
  ids?: readonly string[];
}

export declare function routerImportProblems(
  resource: string,
  uses: readonly RouterUse[],
  allowed?: readonly string[],
): string[];

export declare class RouterExportsCheckPlugin implements RspackPluginInstance {
  constructor(allowed?: readonly string[]);
  readonly allowed: readonly string[];
  apply(compiler: Compiler): void;
}
