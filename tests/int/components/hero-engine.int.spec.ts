import { tsParticles } from '@tsparticles/engine';
import { describe, expect, it } from 'vitest';
import { loadHeroEngine } from '@/components/home/load-hero-engine';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the hero’s particle engine', () => {
  it('sets up only the plugins the field needs, in several tasks', async () => {
    await loadHeroEngine(tsParticles);
    let ready = false;
    const setUp = tsParticles.pluginManager.init().then(() => (ready = true));
    // A task later the set-up is still under way: it waits for the browser between plugin groups.
    await nextTask();
    expect(ready).toBe(false);
    await setUp;

    const plugins = tsParticles.pluginManager.plugins.map((plugin) => plugin.id);
    expect(plugins).toEqual(expect.arrayContaining(['move', 'interactivity', 'links', 'heroInitYield']));
    expect(tsParticles.pluginManager.initializers.shapes.has('circle')).toBe(true);
    // The slim bundle's other shapes are not loaded.
    expect(tsParticles.pluginManager.initializers.shapes.has('star')).toBe(false);
  });
});
