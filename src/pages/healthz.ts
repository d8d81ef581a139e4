import type { APIRoute } from 'astro';
import { databaseAnswers } from '../platform/http/health.ts';

export const GET: APIRoute = async () => {
  const ok = await databaseAnswers();
  return new Response(JSON.stringify({ status: ok ? 'ok' : 'unavailable' }), {
    status: ok ? 200 : 503,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
};
