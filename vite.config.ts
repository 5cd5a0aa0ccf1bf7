import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, ahead of time, so the
 * server sends compressed files without compressing on each request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = async (dir: string): Promise<string[]> =>
    (await readdir(dir, { withFileTypes: true })).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? [full + path.sep] : [full];
    });
  return {
    name: 'hub-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const pending = [outDir];
      while (pending.length) {
        const dir = pending.pop() as string;
        for (const file of await walk(dir)) {
          if (file.endsWith(path.sep)) pending.push(file);
          else if (COMPRESSIBLE.test(file) && (await stat(file)).size >= 1024) {
            const content = await readFile(file);
            await writeFile(
              `${file}.br`,
              await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
            await writeFile(`${file}.gz`, await gzipped(content, { level: 9 }));
          }
        }
      }
    },
  };
}

const SONNER_WRAPPER = path.resolve('client/app/sonner.ts');

/**
 * Resolves the client's imports of 'sonner' to client/app/sonner.ts, which mounts the lazily loaded toast area
 * whenever sonner loads (the wrapper itself imports the real package).
 */
function sonnerWithToaster(): Plugin {
  return {
    name: 'hub-sonner-with-toaster',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'sonner' || !importer || path.resolve(importer) === SONNER_WRAPPER) return null;
      return SONNER_WRAPPER;
    },
  };
}

// The client lives in client/; the server serves the built files from dist/client.
export default defineConfig({
  root: 'client',
  plugins: [sonnerWithToaster(), react(), tailwindcss(), precompress()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
