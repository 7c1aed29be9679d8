import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases } from './path-aliases.mjs';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/check-bundle-size.mjs (what each lazily loaded page adds).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, React DOM and the router load on every page: one chunk, cached across releases of the app's own
          // code and compressed as a whole (smaller than the pieces the automatic split made of them).
          groups: [{ name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
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
});
