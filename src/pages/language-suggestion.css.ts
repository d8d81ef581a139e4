import type { APIRoute } from 'astro';
import { suggestsFilipino } from '../lib/language-choice.ts';

// Every English page carries the suggestion to read it in Filipino, hidden, and links this stylesheet:
// the one part of the page that depends on the visitor's Accept-Language and cookies. So pages stay
// the same file for everyone (prerendered, cached, compressed once) and nothing runs in the browser.

const REVEAL = '#language-suggestion{display:flex}\n';

export const GET: APIRoute = ({ request }) =>
  new Response(suggestsFilipino(request.headers.get('accept-language'), request.headers.get('cookie')) ? REVEAL : '', {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      // Answered anew on every page view: the same address says different things to different visitors.
      'Cache-Control': 'no-store',
      Vary: 'Accept-Language, Cookie',
    },
  });
