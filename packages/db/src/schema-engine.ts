import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

/** The part of Prisma's WASM schema engine this tool uses. */
export interface WasmSchemaEngine {
  diff(params: {
    from: DiffTarget;
    to: DiffTarget;
    script: boolean;
    exitCode: boolean | null;
    filters: { externalTables: string[]; externalEnums: string[] };
  }): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
}
type SchemaFiles = { files: { path: string; content: string }[] };
export type DiffTarget =
  | { tag: 'empty' }
  | ({ tag: 'schemaDatamodel' } & SchemaFiles)
  | ({ tag: 'schemaDatasource'; configDir: string } & SchemaFiles);

interface EngineModule {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
  SchemaEngine: {
    new: (options: object, log: (line: string) => void, adapter: object) => Promise<WasmSchemaEngine>;
  };
}

/**
 * Starts Prisma's schema engine compiled to WebAssembly (npm @prisma/schema-engine-wasm), talking
 * to Postgres through the pg driver adapter: the same engine `prisma migrate` downloads as a native
 * binary, without the download.
 */
export interface SchemaEngineHandle {
  engine: WasmSchemaEngine;
  /** Frees the engine and closes its database connections. */
  close(): Promise<void>;
}

let engineModule: Promise<EngineModule> | null = null;

/** The WASM module is instantiated once per process: a second instantiation hangs the engine. */
function loadEngineModule(): Promise<EngineModule> {
  engineModule ??= (async () => {
    const require = createRequire(import.meta.url);
    const bindingsPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bindings = (await import(bindingsPath)) as EngineModule;
    const wasm = await readFile(join(dirname(bindingsPath), 'schema_engine_bg.wasm'));
    const imports = { './schema_engine_bg.js': bindings as unknown as WebAssembly.ModuleImports };
    const { instance } = await WebAssembly.instantiate(wasm, imports);
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bindings;
  })();
  return engineModule;
}

export async function startSchemaEngine(
  databaseUrl: string,
  schema: string,
  datamodel: { path: string; content: string },
): Promise<SchemaEngineHandle> {
  const bindings = await loadEngineModule();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // The adapter queries through the pool, and through clients inside transactions.
  readCharAsText(pool);
  pool.on('connect', readCharAsText);
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg(pool, { schema }));
  const engine = await bindings.SchemaEngine.new(
    { datamodels: [[datamodel.path, datamodel.content]] },
    () => undefined,
    adapter,
  );
  return {
    engine,
    close: async () => {
      engine.free();
      await pool.end();
    },
  };
}

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

/**
 * The engine reads Postgres' catalogs, whose one-byte "char" columns (relkind, contype...) the pg
 * driver adapter does not map; they are read as text instead, which is what they hold.
 */
function readCharAsText(client: pg.Pool | pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const patched = (...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.then((r: pg.QueryResult) => {
      for (const field of r.fields ?? [])
        if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID;
      return r;
    });
  };
  (client as unknown as { query: typeof patched }).query = patched;
}
