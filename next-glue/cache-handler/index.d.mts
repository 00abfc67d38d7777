// Next instantiates the handler itself; tests construct it with the same context.
declare const CacheHandler: new (context: { serverDistDir: string; dev: boolean }) => unknown;
export default CacheHandler;
