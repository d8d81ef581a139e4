import type { APIRoute } from 'astro';
import { AssistantQuestionSchema, QUESTION_INVALID } from '../lib/assistant.ts';
import { answerQuestion } from '../server/assistant/answer.ts';
import { recordQuestion } from '../server/assistant/questions.ts';
import { clientIp } from '../server/client-ip.ts';
import { ASSISTANT_POINTS, takeFormSlot } from '../server/rate-limit.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });

/** The chat's question, answered from the search index (POST {"question": "…"}). */
export const POST: APIRoute = async ({ request, clientAddress, locals }) => {
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = AssistantQuestionSchema.safeParse(body);
  if (!parsed.success) return json(400, { error: QUESTION_INVALID });
  const slot = await takeFormSlot('assistant', clientIp(request.headers, clientAddress), ASSISTANT_POINTS);
  if (!slot.allowed) {
    locals.retryAfter = slot.retryAfter;
    return json(429, { error: `You have asked many questions in a minute. Please wait ${slot.retryAfter} seconds.` });
  }
  const answer = await answerQuestion(parsed.data.question);
  await recordQuestion(parsed.data.question, answer.answered);
  return json(200, answer);
};
