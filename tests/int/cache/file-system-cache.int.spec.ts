// The cache handler's base class is Next's file cache however the handler is loaded: by Node as it is (the CommonJS
// module whole) or bundled into proxy.ts's bundle, where the default import is the class itself.
import { createRequire } from 'node:module';

const FILE_CACHE = 'next/dist/server/lib/incremental-cache/file-system-cache.js';
const NextFileCache = createRequire(import.meta.url)(FILE_CACHE).default;

describe('the file cache class the handler extends', () => {
  afterEach(() => {
    vi.doUnmock(FILE_CACHE);
    vi.resetModules();
  });

  it('is Next’s class as Node loads the handler', async () => {
    const { FileSystemCache } = await import('../../../next-glue/cache-handler/file-system-cache.mjs');
    expect(typeof NextFileCache).toBe('function');
    expect(FileSystemCache).toBe(NextFileCache);
  });

  it('is Next’s class when a bundle hands the class as the default import', async () => {
    vi.resetModules();
    vi.doMock(FILE_CACHE, () => ({ default: NextFileCache }));
    const { FileSystemCache } = await import('../../../next-glue/cache-handler/file-system-cache.mjs');
    expect(FileSystemCache).toBe(NextFileCache);
  });
});
