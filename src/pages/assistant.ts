import type { APIRoute } from 'astro';
import { AssistantQuestionSchema } from '../features/assistant/index.ts';
import { answerQuestion, recordQuestion } from '../features/assistant/index.server.ts';
import { clientIp } from '../platform/http/client-ip.ts';
import { ASSISTANT_POINTS, takeFormSlot } from '../platform/http/rate-limit.ts';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales.ts';
import { messagesFor } from '../i18n/messages.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });

/** The chat's question, answered from the search index (POST {"question": "…", "locale": "en" | "fil"}). */
export const POST: APIRoute = async ({ request, clientAddress, locals }) => {
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = AssistantQuestionSchema.safeParse(body);
  // A refusal is worded in the page's language when the request said which one it is.
  const asked = (body as { locale?: unknown } | undefined)?.locale;
  const messages = messagesFor(isLocale(asked) ? asked : DEFAULT_LOCALE).assistant;
  if (!parsed.success) return json(400, { error: messages.invalid });
  const slot = await takeFormSlot('assistant', clientIp(request.headers, clientAddress), ASSISTANT_POINTS);
  if (!slot.allowed) {
    locals.retryAfter = slot.retryAfter;
    return json(429, { error: messages.tooMany(slot.retryAfter) });
  }
  const answer = await answerQuestion(parsed.data.question, parsed.data.locale);
  await recordQuestion(parsed.data.question, answer.answered);
  return json(200, answer);
};
