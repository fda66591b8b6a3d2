// A remote's standalone page has no shell to hand it the Module Federation runtime (the remotes are
// built with `experiments.externalRuntime`, shared-runtime.cjs): this script, inline in that page,
// puts runtime-core where the remote's code looks for it, before the remote's main.js runs.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
