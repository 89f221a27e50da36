// Build pieces the shell and every remote share: TypeScript and CSS rules, hashed output, shared
// singletons, and the remote config itself. Each app still builds on its own (`npm run build -w X`).
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/**
 * The react-router exports the shell's tree-shaken shared copy holds. The full router is ~60 KB
 * gzip; a remote importing an export missing here fails to load, which a test checks
 * (e2e/src/router-exports.test.ts).
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'useNavigate',
  'useParams',
  'useLocation',
  'useSearchParams',
  'useHref',
  'useInRouterContext',
];

/** `singleton('react')`: one copy on the page, the version range from the app's package.json. */
export function singletonsFor(dir) {
  const pkg = createRequire(`${dir}package.json`)('./package.json');
  return (name) => ({ singleton: true, requiredVersion: pkg.dependencies[name] });
}

export const moduleRules = {
  rules: [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
  ],
};

export function hashedOutput(dir, uniqueName, overrides = {}) {
  return {
    path: `${dir}dist`,
    uniqueName,
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
    cssChunkFilename: '[name].[contenthash:8].css',
    clean: true,
    ...overrides,
  };
}

/** A remote: served under any path (publicPath 'auto' + mf-manifest.json), exposing `exposes`. */
export function remoteConfig({ dir, name, exposes }) {
  const singleton = singletonsFor(dir);
  return {
    mode: 'production',
    context: dir,
    entry: {},
    output: hashedOutput(dir, name, { publicPath: 'auto' }),
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: moduleRules,
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        dts: false,
        shareStrategy: 'loaded-first',
        shared: {
          react: singleton('react'),
          'react-dom': singleton('react-dom'),
          // Accept the shell's tree-shaken react-router when it holds every export used here.
          'react-router': { ...singleton('react-router'), treeShaking: { mode: 'runtime-infer' } },
          gestalt: singleton('gestalt'),
        },
      }),
    ],
    performance: { hints: false },
    devtool: 'source-map',
  };
}
