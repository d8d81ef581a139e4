// Two Vite plugins that change how Astro's own code runs on the server, for speed. Each leans on
// something inside Astro that an upgrade may change: build/astro-patches.test.ts fails when one no
// longer has its effect.
import type { Plugin } from 'vite';

/** Our React components: every .tsx file under src/ (features' components, ui). */
const REACT_COMPONENT = /\/src\/.+\.tsx$/;

/**
 * Marks each component's default export as React's on the server. Unmarked, Astro asks @astrojs/react
 * whether a component is React's by rendering it once more on every request.
 */
export const tagReactComponents: Plugin = {
  name: 'kwento:tag-react-components',
  enforce: 'post',
  transform(code, id) {
    if (this.environment.config.consumer !== 'server' || !REACT_COMPONENT.test(id)) return;
    const component = /^export default function (\w+)/m.exec(code)?.[1];
    if (!component) return;
    return `${code}\nimport { __astro_tag_component__ } from 'astro/runtime/server/index.js';\n__astro_tag_component__(${component}, '@astrojs/react');\n`;
  },
};

export const CSP_DIGEST_DECLARATION = 'async function generateCspDigest(data, algorithm) {';

/**
 * Remembers the CSP hashes of inline styles and scripts. Astro hashes each page's inline stylesheet
 * (all of our CSS, about 40 KB) again on every request; the same few strings come back every time.
 */
export const rememberCspDigests: Plugin = {
  name: 'kwento:remember-csp-digests',
  transform(code, id) {
    if (this.environment.config.consumer !== 'server' || !id.endsWith('/astro/dist/core/encryption.js')) return;
    if (!code.includes(CSP_DIGEST_DECLARATION)) {
      this.warn('generateCspDigest not found: CSP hashes are computed on every request');
      return;
    }
    return `${code.replace(CSP_DIGEST_DECLARATION, 'async function computeCspDigest(data, algorithm) {')}
const cspDigests = new Map();
function generateCspDigest(data, algorithm) {
  let known = cspDigests.get(algorithm);
  if (!known) cspDigests.set(algorithm, (known = new Map()));
  let digest = known.get(data);
  if (!digest) {
    digest = computeCspDigest(data, algorithm);
    if (known.size < 100) known.set(data, digest);
  }
  return digest;
}
`;
  },
};
