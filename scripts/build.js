// `npm run build` and `npm start`: build what changed since the last build, and nothing else.
// Two steps, run side by side when both are needed:
//   server  packages/* and apps/api → their dist/ folders
//   web     `vite build` + scripts/precompress.js → apps/web/dist
//
// The server step has two modes. `npm run build` runs `tsc -b`, which type-checks and writes the
// declarations. `npm start` (`--start`) only needs JavaScript to run. It accepts a `tsc -b` output
// when there is an up-to-date one; otherwise it transpiles each source file with esbuild (types
// stripped, no type check, the same layout as tsc), which takes a few seconds instead of a minute
// on a 2-core machine. Type errors are still caught by `npm run typecheck`, `npm test` and CI.
// `npm run dev` and the e2e tests already run the sources through the same esbuild transform
// (tsx).
//
// A step is skipped when the stamp in its output folder names an accepted mode and the
// fingerprint of the step's inputs. The fingerprint is a SHA-256 over each input file's path and
// bytes: contents, not mtimes, so a checkout of the same files or a `touch` does not rebuild. A
// step whose outputs are missing always runs. Vite empties apps/web/dist, stamp included, so a web
// build made any other way (`npm run build:web`) never passes for a stamped one.
// `--force` (or PONTEIRO_BUILD_FORCE=1) rebuilds both steps.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force') || process.env.PONTEIRO_BUILD_FORCE === '1';
const forStart = process.argv.includes('--start');
const STAMP = '.build-stamp';
const SKIP_DIRS = new Set(['node_modules', 'dist', '.vite', 'coverage']);
// Tests (and rep-files' test-*.ts helpers) are neither compiled (the tsconfigs exclude them) nor
// bundled.
const NOT_BUILT = /\.tsbuildinfo$|\.test\.tsx?$|^test-.*\.ts$/;

// The projects `tsc -b` builds: the root tsconfig.json's references, so a package added there is
// built and fingerprinted here too.
const SERVER_PACKAGES = JSON.parse(
  readFileSync(join(root, 'tsconfig.json'), 'utf8'),
).references.map((reference) => reference.path);

const require = createRequire(join(root, 'apps/web/package.json'));

const steps = [
  {
    name: 'server',
    // What tsc reads: sources, project files, the dependency tree (types of node_modules).
    inputs: [
      'tsconfig.json',
      'tsconfig.base.json',
      'package-lock.json',
      ...SERVER_PACKAGES.flatMap((p) => [`${p}/src`, `${p}/tsconfig.json`, `${p}/package.json`]),
    ],
    outputs: SERVER_PACKAGES.map((p) => `${p}/dist/index.js`),
    stampDir: 'apps/api/dist',
    // A tsc output serves a start; a transpiled one does not serve `npm run build`.
    accepted: forStart ? ['tsc', 'transpile'] : ['tsc'],
    mode: forStart ? 'transpile' : 'tsc',
    run: forStart
      ? transpileServer
      : () => exec(process.execPath, [resolveBin('typescript', 'tsc'), '-b'], root),
  },
  {
    name: 'web',
    // The SPA bundles packages/shared and the time engine from their sources (the
    // `@ponteiro/source` condition): the schedule totals and the preview week run the engine.
    inputs: [
      'package-lock.json',
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'packages/shared/src',
      'packages/shared/package.json',
      'packages/time-engine/src',
      'packages/time-engine/package.json',
      'scripts/precompress.js',
    ],
    outputs: ['apps/web/dist/index.html'],
    stampDir: 'apps/web/dist',
    accepted: ['vite'],
    mode: 'vite',
    run: async () => {
      await exec(process.execPath, [resolveBin('vite', 'vite'), 'build'], join(root, 'apps/web'));
      await exec(process.execPath, [join(root, 'scripts/precompress.js'), 'apps/web/dist'], root);
    },
  },
];

/** The `bin` of a dependency, resolved as apps/web or the root would resolve it. */
function resolveBin(pkg, bin) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const path = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[bin];
  return join(manifestPath, '..', path);
}

/** Every file under `paths` (files or folders), relative to the root, sorted. */
function listFiles(paths) {
  const files = [];
  const walk = (path) => {
    const full = join(root, path);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full)) {
        if (SKIP_DIRS.has(name) || NOT_BUILT.test(name)) continue;
        walk(join(path, name));
      }
    } else files.push(relative(root, full));
  };
  for (const path of paths) walk(path);
  return [...new Set(files)].sort();
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  // Vite inlines VITE_* variables into the bundle: a different value is a different build.
  for (const name of Object.keys(process.env)
    .filter((n) => n.startsWith('VITE_'))
    .sort()) {
    hash.update(`${name}=${process.env[name]}\0`);
  }
  for (const file of listFiles(inputs)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function exec(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Each package's src/**.ts to dist/**.js, as tsc lays it out (ES modules, source maps). */
async function transpileServer() {
  const esbuild = await import(pathToFileURL(require.resolve('esbuild')).href);
  // tsc's incremental state no longer describes dist/: the next `tsc -b` must rebuild it all.
  for (const pkg of SERVER_PACKAGES)
    rmSync(join(root, pkg, 'tsconfig.tsbuildinfo'), { force: true });
  await Promise.all(
    SERVER_PACKAGES.map((pkg) =>
      esbuild.build({
        entryPoints: listFiles([`${pkg}/src`])
          .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
          .map((file) => join(root, file)),
        outbase: join(root, pkg, 'src'),
        outdir: join(root, pkg, 'dist'),
        tsconfig: join(root, pkg, 'tsconfig.json'),
        format: 'esm',
        platform: 'node',
        target: 'node20',
        sourcemap: true,
        logLevel: 'warning',
      }),
    ),
  );
}

async function build(step) {
  const started = Date.now();
  const stampFile = join(root, step.stampDir, STAMP);
  const before = fingerprint(step.inputs);
  const [stampMode, stampHash] = existsSync(stampFile)
    ? readFileSync(stampFile, 'utf8').trim().split(' ')
    : [];
  const upToDate =
    !force &&
    step.outputs.every((file) => existsSync(join(root, file))) &&
    step.accepted.includes(stampMode) &&
    stampHash === before;
  if (upToDate) {
    console.log(`build: ${step.name} up to date (${Date.now() - started} ms)`);
    return;
  }
  await step.run();
  // Inputs edited during the build: leave no stamp, so the next start builds again.
  if (fingerprint(step.inputs) === before) writeFileSync(stampFile, `${step.mode} ${before}\n`);
  const took = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`build: ${step.name} built (${step.mode}) in ${took} s`);
}

const results = await Promise.allSettled(steps.map(build));
const failed = results.filter((r) => r.status === 'rejected');
for (const failure of failed) console.error(`build: ${failure.reason.message}`);
if (failed.length > 0) process.exit(1);
