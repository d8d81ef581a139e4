import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSiteUrl } from './src/platform/config.ts';
import { UPLOAD_LIMIT_BYTES } from './src/platform/http/body-limit.ts';
import { assertCookieNoticeOnEveryPage } from './src/platform/http/cookie-notice.ts';
import { rememberCspDigests, tagReactComponents } from './build/astro-patches.ts';

const site = parseSiteUrl(process.env);

export default defineConfig({
  site,
  output: 'server',
  // Middleware: our server (src/platform/http/site-server.ts) answers the static files from memory, so
  // Astro's own file lookup (two stat calls on every page request) would only ever miss.
  // The photo upload's limit; every other path is held to 64 KB by our server (platform/http/body-limit.ts).
  adapter: node({ mode: 'middleware', staticHeaders: true, bodySizeLimit: UPLOAD_LIMIT_BYTES, experimentalDisableStreaming: true }),
  trailingSlash: 'ignore',
  // English keeps the addresses it always had; Filipino pages live under /fil/ (src/pages/[...locale]/).
  i18n: { locales: ['en', 'fil'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  build: { inlineStylesheets: 'always' },
  security: {
    // Our middleware refuses every POST whose Origin is not SITE_URL's, whatever its content type
    // (src/platform/http/same-origin.ts), a superset of Astro's check but for one address: a digest's
    // one-click unsubscribe link, which mailbox providers POST without an Origin (RFC 8058, ADR 052).
    checkOrigin: false,
    actionBodySizeLimit: 64 * 1024,
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        'frame-src https://www.youtube-nocookie.com',
        "media-src 'self' https:",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ],
    },
  },
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss(), tagReactComponents, rememberCspDigests],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            // Each file an island fetches costs its response headers too (about 0.7 KB with ours): what
            // every island needs comes as one file, and what every form needs as one more.
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: /node_modules\/(react|react-dom|scheduler|@astrojs\/react)\/|\/src\/(ui\/(Icon|use-hydrated|Button|ButtonLink|button-look|Card)|site\.config)\./ },
                  {
                    name: 'forms',
                    test: /astro:actions|node_modules\/(zod|devalue|astro\/dist\/actions)\/|\/src\/(ui\/forms\/|platform\/limits\.|features\/[^/]+\/(schema|publishing-schema)\.)/,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
  integrations: [
    // Astro renders each component on its own: React's streaming renderer only adds overhead there.
    react({ experimentalDisableStreaming: true }),
    {
      name: 'kwento:client-directives',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'interaction', entrypoint: './src/directives/interaction.ts' });
          addClientDirective({ name: 'delay', entrypoint: './src/directives/delay.ts' });
        },
      },
    },
    {
      // Canonical links, feeds and the sitemap are built for one address: npm start compares it with SITE_URL.
      name: 'kwento:record-site-url',
      hooks: { 'astro:build:done': () => writeFileSync(new URL('./dist/site-url', import.meta.url), site) },
    },
    {
      // The server takes the notice out of prerendered pages for visitors who accepted it.
      name: 'kwento:cookie-notice-markers',
      hooks: { 'astro:build:done': () => assertCookieNoticeOnEveryPage(fileURLToPath(new URL('./dist/client', import.meta.url))) },
    },
  ],
});
