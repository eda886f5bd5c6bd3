import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// Workspace packages resolve to their TypeScript sources through the `@ponteiro/source`
// condition, so the SPA builds without building packages/shared first.
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { conditions: ['@ponteiro/source', ...defaultClientConditions] },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each entry and lazy import pulls in; the bench sums
    // what the sign-in page requests from it (bench/signin-manifest.ts).
    manifest: true,
    // The only script index.html loads is the entry module (no inline script): the API serves it
    // under `script-src 'self'`.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // packages/shared is the contract: data, pure functions and zod schemas. Declaring its
      // modules free of side effects lets the bundle drop what the SPA does not use (the API's
      // zod schemas would otherwise pull zod into the entry chunk).
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
