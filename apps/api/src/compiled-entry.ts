import module from 'node:module';
import { exitUnlessSupportedNode } from './lib/node-version.ts';

// The compiled server's entry (scripts/build-server.mjs makes it dist/server.js). V8's compile
// cache keeps the bytecode of the modules loaded after this call on disk (in the system's
// temporary folder, or NODE_COMPILE_CACHE), so every start after the first skips most of the
// parsing and compiling of the bundle: about 15% of a restart's CPU (bench/start-up.ts).
// First, before an API an older Node lacks (enableCompileCache came in Node 22.1).
exitUnlessSupportedNode();
module.enableCompileCache();
await import('./server.ts');
