export type PartRole =
  'service' | 'gateway' | 'host' | 'remote' | 'library' | 'web-library' | 'tests' | 'tool';

export interface Part {
  /** The folder's name: `boards`, `mfe-pins`, `contracts`. */
  name: string;
  /** Relative to the repository root: `services/boards`. */
  dir: string;
  /** Absolute path. */
  path: string;
  role: PartRole;
  packageName: string;
  /** Has `prisma/schema.prisma`: its client is generated at build. */
  hasPrisma: boolean;
  /** Has `prisma/migrations`: they are applied to the schema named after the part. */
  hasMigrations: boolean;
}

export interface Remote extends Part {
  /** `mfe_pins`: the Module Federation name, and the prefix of its module ids. */
  federationName: string;
  /** `/mfe/pins/`: where the gateway serves its dist. */
  mountPath: string;
  /** `MFE_PINS_DIST`: overrides the folder the gateway serves. */
  distEnv: string;
  /** `MFE_PINS_MANIFEST_URL`: overrides where the shell loads its manifest from. */
  manifestEnv: string;
}

export const ROLES: readonly PartRole[];
export function repoRoot(): string;
export function listParts(root?: string): Part[];
export function partsWithRole(role: PartRole, root?: string): Part[];
export function services(root?: string): Part[];
export function remotes(root?: string): Remote[];
export function remoteInfo(part: Part): Remote;
