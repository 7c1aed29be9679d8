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
