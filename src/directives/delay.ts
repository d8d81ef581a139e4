import type { ClientDirective } from 'astro';

/** Hydrates an island a given number of milliseconds after the page loaded (`client:delay={3000}`). */
const delay: ClientDirective = (load, options) => {
  const ms = typeof options.value === 'number' ? options.value : Number(options.value) || 0;
  setTimeout(async () => {
    const hydrate = await load();
    await hydrate();
  }, ms);
};

export default delay;
