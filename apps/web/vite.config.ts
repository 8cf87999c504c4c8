// Vite build of the single-page app. The server serves dist/ and swaps __BRAND_NAME__ in index.html
// for the configured brand; in `vite dev` the little plugin below does the same.
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// A relative path: Vite bundles it into the config, whereas the package's .ts export would be
// handed to Node as is.
import { DEFAULT_BRAND } from '../../packages/shared/src/constants.ts';

const BRAND_PLACEHOLDER = '__BRAND_NAME__';
const API_ORIGIN = 'http://localhost:3000';

function brandInDevServer(): Plugin {
  return {
    name: 'osce-brand-in-dev',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.split(BRAND_PLACEHOLDER).join(process.env.BRAND_NAME ?? DEFAULT_BRAND),
  };
}

export default defineConfig({
  plugins: [react(), brandInDevServer()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and React DOM load on every page: one long-cached chunk with a telling name.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: {
      '/api': API_ORIGIN,
      '/images': API_ORIGIN,
      '/media': API_ORIGIN,
      // Group study's realtime connection (Socket.IO over a websocket).
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
});
