import type { APIContext, APIRoute } from 'astro';
import { languageChoiceTarget, languageCookie } from '../platform/language-choice.ts';

// The language switch's links (GET) and the suggestion's dismiss form (POST) both come here: the
// visitor's choice is remembered, so the suggestion to switch never shows again, and the visitor
// lands on the page they were on, in the language they chose. No script is needed for either.

function choose(language: unknown, path: unknown, url: URL): Response {
  const choice = languageChoiceTarget(language, path);
  if ('problem' in choice) {
    return new Response(`${choice.problem}\n`, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  return new Response(null, {
    status: 303,
    headers: { Location: choice.target, 'Set-Cookie': languageCookie(choice.locale, url.protocol === 'https:'), 'Cache-Control': 'no-store' },
  });
}

export const GET: APIRoute = ({ url }: APIContext) => choose(url.searchParams.get('language'), url.searchParams.get('path'), url);

export const POST: APIRoute = async ({ request, url }: APIContext) => {
  const form = await request.formData().catch(() => undefined);
  return choose(form?.get('language'), form?.get('path'), url);
};
