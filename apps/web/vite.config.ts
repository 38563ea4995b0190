import { execSync } from 'node:child_process';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileMessages } from './build/compile-messages';
import { criticalHtml } from './build/critical-html';

function buildId(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'local';
  }
}

/** What the back office's page files are named with (see the build's module preloads). */
const STAFF_CHUNK = 'admin-';

// The build id and time are written into the bundle for the build-version cache reset.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), compileMessages(import.meta.dirname), criticalHtml(import.meta.dirname)],
  // `#web/…` is src/… (tsconfig.json's paths say the same to the compiler).
  resolve: { alias: [{ find: /^#web\//, replacement: `${path.join(import.meta.dirname, 'src')}/` }] },
  define: {
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? buildId()),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  server: {
    port: 5173,
    // The proxy names the browser's address (X-Forwarded-For), so the API's development mailbox still refuses
    // a phone on the network when the dev server is opened to it (`vite --host`).
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, xfwd: true },
      '/dev': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, xfwd: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    chunkSizeWarningLimit: 400,
    // The page renderer (dist/ssr) needs the code alone; the public files are the client build's.
    copyPublicDir: !isSsrBuild,
    // Every browser the site targets (ES2022) preloads modules itself; the polyfill only cost the home page's script.
    modulePreload: {
      polyfill: false,
      // A back-office page's files are fetched when staff open it rather than preloaded with it: otherwise the
      // names of everything each staff page needs ride in the entry script every visitor downloads.
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' && path.basename(filename).startsWith(STAFF_CHUNK) ? [] : deps,
    },
    rollupOptions: {
      // Every lazy page's file names ride in the entry script (its preload list, some 220 names): a hash of seven
      // characters (the fewest the bundler allows for this many chunks) instead of eight keeps that list short.
      // The back office's pages are named apart, so their preloads can be left out (above).
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && /[/\\]features[/\\]admin[/\\]/.test(chunk.facadeModuleId)
            ? `assets/${STAFF_CHUNK}[name]-[hash:7].js`
            : 'assets/[name]-[hash:7].js',
      },
    },
  },
}));
