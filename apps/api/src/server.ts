/**
 * The server's entry. On Node 22 and later the compiled form of every module the server loads (its own code and
 * its packages) is kept on disk between starts, so a restart skips most of the compiling that dominates a start
 * (NODE_COMPILE_CACHE names the folder; by default one in the system's temporary directory). Then the server
 * starts (start-server.ts).
 */
import module from 'node:module';

// Typed by hand: the Node 20 types this project builds with do not declare it (Node 22.1 added it).
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
await import('./start-server');
