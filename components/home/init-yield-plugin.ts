import type { Engine, IContainerPlugin, IPlugin } from '@tsparticles/engine';

/** Lets the browser paint and answer input before the next step, so a chain of steps is several short tasks. */
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The engine awaits these hooks while it starts a container: before reading the options, before its plugins'
// init, and before creating the particles; each resolves in a new task.
const yieldingHooks: IContainerPlugin = { preInit: yieldToMain, init: yieldToMain, redrawInit: yieldToMain };

/** A plugin with no effect on the field: it only splits the container's start, which otherwise runs as one task. */
const initYieldPlugin: IPlugin = {
  id: 'heroInitYield',
  getPlugin: () => Promise.resolve(yieldingHooks),
  loadOptions: () => undefined,
  needsPlugin: () => true,
};

export async function loadInitYieldPlugin(engine: Engine) {
  await engine.pluginManager.register((registered) => registered.pluginManager.addPlugin(initYieldPlugin));
}
