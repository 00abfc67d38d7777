import type { Engine } from '@tsparticles/engine';
import { loadInitYieldPlugin, yieldToMain } from './init-yield-plugin';

/**
 * The engine runs its registered loaders in order, each awaited, when the field starts: one that yields between
 * them makes the plugins' setup several tasks. A new function each time, as the engine runs a loader only once.
 */
async function registerYield(engine: Engine) {
  await engine.pluginManager.register(() => yieldToMain());
}

/**
 * Registers only what HERO_PARTICLES uses, not the whole slim bundle: the basic set (circles, hex colour, move,
 * opacity, size, bounce at the edges), then the interactivity plugin, then links between particles and push on click,
 * each loaded and later set up in its own task; and a plugin that splits the container's start the same way.
 * Stable across renders, as ParticlesProvider requires.
 */
export async function loadHeroEngine(engine: Engine) {
  const { loadBasic } = await import('@tsparticles/basic');
  await loadBasic(engine);
  await registerYield(engine);
  await yieldToMain();
  const { loadInteractivityPlugin } = await import('@tsparticles/plugin-interactivity');
  await loadInteractivityPlugin(engine);
  await registerYield(engine);
  await yieldToMain();
  const [{ loadParticlesLinksInteraction }, { loadExternalPushInteraction }] = await Promise.all([
    import('@tsparticles/interaction-particles-links'),
    import('@tsparticles/interaction-external-push'),
  ]);
  await Promise.all([loadParticlesLinksInteraction(engine), loadExternalPushInteraction(engine)]);
  await registerYield(engine);
  await loadInitYieldPlugin(engine);
  await yieldToMain();
}
