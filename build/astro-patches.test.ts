import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { createComponent, render, renderComponent } from 'astro/runtime/server/index.js';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSP_DIGEST_DECLARATION, rememberCspDigests, tagReactComponents } from './astro-patches.ts';

// The plugins of astro.config.ts that reach into Astro, run by Vite on this checkout's files and on the
// installed Astro. Each test fails when an upgrade (of Astro, or a move of our files) takes the
// plugin's effect away, which the site would otherwise only show as slower pages.

const root = fileURLToPath(new URL('..', import.meta.url));

/** The islands' `actions` (Astro's virtual module): loading a component here runs none of them. */
const stubAstroActions: Plugin = {
  name: 'stub-astro-actions',
  resolveId: (id) => (id === 'astro:actions' ? '\0astro-actions-stub' : undefined),
  load: (id) => (id === '\0astro-actions-stub' ? 'export const actions = {};' : undefined),
};
let vite: ViteDevServer;

beforeAll(async () => {
  vite = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    plugins: [tagReactComponents, rememberCspDigests, stubAstroActions],
  });
});
afterAll(() => vite?.close());

/** src/**\/*.tsx files whose default export is a function component, with its name. */
function componentFiles(): { file: string; name: string }[] {
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .flatMap((file) => {
      const name = /^export default function (\w+)/m.exec(readFileSync(path.join(root, 'src', file), 'utf8'))?.[1];
      return name ? [{ file: `/src/${file}`, name }] : [];
    });
}

/** Astro with one renderer, whose `check` (is this component mine?) is a spy. */
const check = vi.fn(async () => true);
const renderer = { name: '@astrojs/react', ssr: { check, renderToStaticMarkup: async () => ({ html: '<p>rendered</p>' }) } };

/** How often Astro asked the renderer whether `component` is its own while rendering it in a page. */
async function checksWhenRendering(component: unknown): Promise<number> {
  check.mockClear();
  const container = await AstroContainer.create({ renderers: [renderer] });
  const page = createComponent((result: Parameters<typeof renderComponent>[0]) => render`${renderComponent(result, 'Component', component, {})}`);
  expect(await container.renderToString(page)).toBe('<p>rendered</p>');
  return check.mock.calls.length;
}

describe('kwento:tag-react-components', () => {
  it('Astro asks a renderer whether an unmarked component is its own (@astrojs/react renders it once more to know)', async () => {
    expect(await checksWhenRendering(() => null)).toBe(1);
  });

  it("marks every React component of src/ as React's on the server: Astro renders it without asking", async () => {
    const components = componentFiles();
    expect(components.length).toBeGreaterThan(50);
    for (const { file, name } of components) {
      const { default: component } = (await vite.ssrLoadModule(file)) as { default: { name: string } };
      expect(component.name, file).toBe(name);
      expect(await checksWhenRendering(component), file).toBe(0);
    }
  });
});

describe('kwento:remember-csp-digests', () => {
  const encryption = path.join(root, 'node_modules/astro/dist/core/encryption.js');

  it("finds Astro's generateCspDigest, and Astro still hashes each page's inline styles with it", () => {
    expect(readFileSync(encryption, 'utf8')).toContain(CSP_DIGEST_DECLARATION);
    const fetchState = readFileSync(path.join(root, 'node_modules/astro/dist/core/fetch/fetch-state.js'), 'utf8');
    expect(fetchState).toMatch(/import \{[^}]*\bgenerateCspDigest\b[^}]*\} from "\.\.\/encryption\.js"/);
    expect(fetchState).toContain('await generateCspDigest(style.children, cspAlgorithm)');
  });

  it('hashes a string once, with the digest Astro computes', async () => {
    const { generateCspDigest } = (await vite.ssrLoadModule(encryption)) as { generateCspDigest: (data: string, algorithm: string) => Promise<string> };
    const first = generateCspDigest('body{color:red}', 'SHA-256');
    expect(generateCspDigest('body{color:red}', 'SHA-256')).toBe(first);
    expect(await first).toBe(`sha256-${createHash('sha256').update('body{color:red}').digest('base64')}`);
  });
});
