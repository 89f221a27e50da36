// Records which JS files the shell needs before its first render: the entry chunks and the
// async bootstrap chunk group. scripts/measure-initial-js.mjs adds the shared packages' chunks.
const OUTPUT = 'initial-assets.json';

export class InitialAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InitialAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'InitialAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const stats = compilation.getStats().toJson({ all: false, entrypoints: true, chunkGroups: true });
          const filesOf = (group) =>
            (group?.assets ?? []).map((a) => a.name).filter((n) => n.endsWith('.js'));
          const record = {
            entry: filesOf(stats.entrypoints?.main),
            bootstrap: filesOf(stats.namedChunkGroups?.bootstrap),
            startupShared: ['react', 'react-dom', 'react-router'],
          };
          compilation.emitAsset(
            OUTPUT,
            new compiler.webpack.sources.RawSource(JSON.stringify(record, null, 2)),
          );
        },
      );
    });
  }
}
