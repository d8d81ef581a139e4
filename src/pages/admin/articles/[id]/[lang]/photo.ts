import type { APIRoute } from 'astro';
import { adminArticlePath, localeOfAdminSegment } from '../../../../../features/articles/index.ts';
import { acceptPhoto, articleVersionForOwner, PHOTO_QUEUE, setHeroAlt, type PhotoJob } from '../../../../../features/articles/index.server.ts';
import { runningBoss } from '../../../../../platform/jobs/running.ts';
import { ARTICLE_LIMITS } from '../../../../../platform/limits.ts';
import { isUuid } from '../../../../../platform/uuid.ts';
import { bodyProblem } from '../../../../../platform/http/body-errors.ts';
import { log } from '../../../../../platform/log.ts';

// The owner's photo upload (a plain multipart form post; the owner guard has checked the session and
// Astro the origin). The request only checks and keeps the file: a job processes it (ADR 051).

const PROBLEMS = {
  missing: 'Please choose a photo to upload.',
  empty: 'That file is empty.',
  type: 'Please choose a JPEG, PNG or WebP photo.',
  size: 'That photo is larger than 15 MB. Please choose a smaller one.',
  alt: `Please describe what the photo shows (at most ${ARTICLE_LIMITS.heroAlt} characters).`,
  draft: 'Save a draft of this language first, then add its photo.',
  store: 'The photo could not be kept just now. Please try again in a minute.',
} as const;

function refuse(status: number, problem: keyof typeof PROBLEMS, back: string) {
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Photo not added</title>
<p role="alert">${PROBLEMS[problem]}</p><p><a href="${back}">Back to the article</a></p></html>`;
  return new Response(page, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

export const POST: APIRoute = async ({ params, request }) => {
  const id = params['id'] ?? '';
  const locale = localeOfAdminSegment(params['lang'] ?? '');
  if (!isUuid(id) || !locale) return new Response('Not found.\n', { status: 404 });
  const back = adminArticlePath(id, locale);
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    return bodyProblem(error) === 'too large' ? refuse(413, 'size', back) : refuse(400, 'missing', back);
  }
  const photo = form.get('photo');
  const alt = form.get('heroAlt');
  if (!(photo instanceof File) || photo.size === 0) return refuse(400, 'missing', back);
  if (typeof alt !== 'string' || alt.trim().length === 0 || alt.trim().length > ARTICLE_LIMITS.heroAlt) return refuse(400, 'alt', back);
  if (!(await articleVersionForOwner(id, locale)).version) return refuse(409, 'draft', back);
  let accepted: Awaited<ReturnType<typeof acceptPhoto>>;
  try {
    accepted = await acceptPhoto(Buffer.from(await photo.arrayBuffer()));
  } catch (error) {
    // Only keeping the file can fail here: the media store (a bucket, ADR 054) is unreachable.
    log.error({ err: (error as Error).message }, 'article photo not kept');
    return refuse(503, 'store', back);
  }
  if (!accepted.ok) return refuse(accepted.refusal === 'size' ? 413 : 400, accepted.refusal, back);
  await setHeroAlt(id, locale, alt.trim());
  const job: PhotoJob = { name: accepted.name, ext: accepted.ext, articleId: id, locale };
  const boss = runningBoss();
  if (!boss) return new Response('The job queue is not running.\n', { status: 503, headers: { 'Retry-After': '5' } });
  await boss.send(PHOTO_QUEUE, job);
  return new Response(null, { status: 303, headers: { Location: `${back}?updated=photo` } });
};
