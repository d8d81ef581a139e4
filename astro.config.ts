import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
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
});
