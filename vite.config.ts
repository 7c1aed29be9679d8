import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases } from './path-aliases.mjs';
import { pureDomainInitializers } from './scripts/vite-plugin-pure-domain';

/** The libraries the shell itself draws with, on every page: queries, zod, class names, icons, toasts. */
const shellLibrary = /[\\/]node_modules[\\/](zod|@tanstack|tailwind-merge|clsx|class-variance-authority|lucide-react|sonner)[\\/]/;
/**
 * The app's own shared code: components, helpers and domain rules — but not the components that bring a heavy library
 * (the calendar's date picker; Radix's menus, tabs, accordion, popover, switch and slider), which stay with the pages
 * that use them. (A module in a group brings along everything it imports.)
 */
const appCommon = (id: string) =>
  /[\\/]src[\\/](client[\\/](lib|components)|domain)[\\/]/.test(id) &&
  !/[\\/]components[\\/](ui[\\/](calendar|dropdown-menu|tabs|accordion|popover|switch|slider)|listings[\\/](listing-owner-menu|delete-listing-dialog))\.tsx$/.test(id);

const apiPort = process.env.API_PORT ?? '3000';

const ssrBuild = {
  outDir: '../../dist/ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  // One module with its libraries inside, read from disk once by the server: its size is not a download.
  chunkSizeWarningLimit: 4096,
  sourcemap: true,
  rolldownOptions: { input: fileURLToPath(new URL('./src/client/app/first-paint/render-first-paint.tsx', import.meta.url)) },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: '../../public',
  // The browser's bundle leaves out the domain's schemas it never reads (docs/decisions/0028).
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [pureDomainInitializers()])],
  resolve: { alias: aliases },
  // The server's first paint (app/first-paint/render-first-paint.tsx, docs/decisions/0026): one self-contained module
  // for Node, with its libraries inside, built beside the client.
  ssr: { noExternal: true },
  // Its React the same build (development or production) as the client's, whatever NODE_ENV the server later runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') } : undefined,
  build: isSsrBuild ? ssrBuild : {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/check-bundle-size.mjs (what each lazily loaded page adds).
    manifest: true,
    // No <link rel="modulepreload"> per dependency of a lazily loaded module (decision 0032): at start-up the router
    // resolves three lazy routes at once, and Vite's helper appended 29 links in that one task, 118 of its 338 ms at
    // 4x CPU. A chunk's imports are still fetched together once the chunk itself has arrived.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, React DOM and the router load on every page: one chunk, cached across releases of the app's own
          // code and compressed as a whole (smaller than the pieces the automatic split made of them).
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
            // The route table and what it needs before the first page (loaders, fallbacks) are one chunk, which the
            // entry imports beside React (decision 0029), not in the groups below (which would make it import them).
            // The entry's own small modules, shared with the app (early requests, the first-paint marker), stay with
            // the entry rather than in the chunks below, which would make the entry import them before the first paint.
            { name: 'entry', tags: ['$initial'], priority: 40 },
            { name: 'routes', test: /[\\/]src[\\/]client[\\/]app[\\/]router\.tsx$/, priority: 25 },
            // The automatic split made ~90 files of 1–2 kB (one per icon, per small helper), and a phone on a slow
            // network pays a round trip for each. The libraries the shell draws with are one chunk, and the app's
            // shared code another; the heavier libraries of some pages (map, date picker, crop, password strength, file
            // sniffing, forms, Radix's menus, popovers and sliders) are still split automatically and load with the
            // pages that use them.
            { name: 'vendor', test: shellLibrary, priority: 20 },
            { name: 'app-common', test: appCommon, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${apiPort}` },
      '/dev': { target: `http://localhost:${apiPort}` },
      '/media': { target: `http://localhost:${apiPort}` },
    },
  },
}));
