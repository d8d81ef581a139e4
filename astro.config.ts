import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSiteUrl } from './src/server/config.ts';
import { assertCookieNoticeOnEveryPage } from './src/server/http/cookie-notice.ts';

const site = parseSiteUrl(process.env);

export default defineConfig({
  site,
  output: 'server',
  adapter: node({ mode: 'standalone', staticHeaders: true, bodySizeLimit: 64 * 1024 }),
  trailingSlash: 'ignore',
  build: { inlineStylesheets: 'always' },
  security: {
    checkOrigin: true,
    actionBodySizeLimit: 64 * 1024,
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https://i.ytimg.com",
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
  vite: { plugins: [tailwindcss()] },
  integrations: [
    react(),
    {
      // When an island hydrates: see src/directives/.
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
