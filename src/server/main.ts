import { enableCompileCache } from 'node:module';

/**
 * Entry point. Node keeps the type-stripped source and V8's compiled code of every module on disk
 * (NODE_COMPILE_CACHE, else the system's temp folder), so a restart does not strip and compile the
 * same files again: about a third of the CPU a start costs (issue 13 §5, decision 0030). The
 * cache is an optimisation only: if it cannot be written, the server starts as before. It must be
 * enabled before the modules load, hence the dynamic import.
 */
enableCompileCache();
await import('./serve.ts');
