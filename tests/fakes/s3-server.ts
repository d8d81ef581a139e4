// A real HTTP server on loopback that stands in for an S3-compatible bucket (path-style:
// /<bucket>/<key>): PUT, GET, HEAD and DELETE of objects, each request's SigV4 signature checked
// against the one key pair it knows (403 otherwise), and a body checked against its signed SHA-256.
// Tests read `objects` to see what the site stored, and set `down` to make every request answer 503.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

export const FAKE_S3_BUCKET = 'kwento-media';
export const FAKE_S3_KEYS = { accessKeyId: 'KWENTOTESTKEY', secretAccessKey: 'kwento-test-secret/with+odd=characters' };

export interface StoredObject {
  bytes: Buffer;
  contentType: string | undefined;
}

export interface S3Server {
  /** The bucket's address, as MEDIA_S3_URL takes it. */
  bucketUrl: string;
  /** By key (`articles/<file>`). */
  objects: Map<string, StoredObject>;
  /** Requests refused for their signature. */
  refused: number;
  down: boolean;
  close(): Promise<void>;
}

async function signedCorrectly(req: http.IncomingMessage, body: Buffer, port: number): Promise<boolean> {
  const authorization = req.headers.authorization ?? '';
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/.exec(authorization);
  if (!match || match[1] !== FAKE_S3_KEYS.accessKeyId) return false;
  const datetime = String(req.headers['x-amz-date'] ?? '');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex')) return false;
  const headers = new Headers();
  for (const name of match[4]!.split(';')) if (name !== 'host') headers.set(name, String(req.headers[name] ?? ''));
  const expected = await new AwsV4Signer({
    method: req.method!,
    url: `http://127.0.0.1:${port}${req.url}`,
    headers,
    datetime,
    service: 's3',
    region: match[3]!,
    ...FAKE_S3_KEYS,
  }).authHeader();
  return expected === authorization;
}

/** The site's settings for this bucket, as a test stubs them into the environment. */
export const bucketSettings = (server: S3Server) => ({
  MEDIA_S3_URL: server.bucketUrl,
  MEDIA_S3_ACCESS_KEY_ID: FAKE_S3_KEYS.accessKeyId,
  MEDIA_S3_SECRET_ACCESS_KEY: FAKE_S3_KEYS.secretAccessKey,
});

export async function startS3Server(): Promise<S3Server> {
  const objects = new Map<string, StoredObject>();
  const state: S3Server = { bucketUrl: '', objects, refused: 0, down: false, close: async () => {} };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const answer = (status: number, text = '', headers: http.OutgoingHttpHeaders = {}) => res.writeHead(status, headers).end(text);
    if (state.down) return answer(503, '<Error><Code>SlowDown</Code></Error>');
    const port = (server.address() as AddressInfo).port;
    if (!(await signedCorrectly(req, body, port))) {
      state.refused += 1;
      return answer(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
    }
    const prefix = `/${FAKE_S3_BUCKET}/`;
    const path = new URL(req.url!, 'http://fake').pathname;
    if (!path.startsWith(prefix)) return answer(404, '<Error><Code>NoSuchBucket</Code></Error>');
    const key = decodeURIComponent(path.slice(prefix.length));
    const stored = objects.get(key);
    switch (req.method) {
      case 'PUT':
        objects.set(key, { bytes: body, contentType: req.headers['content-type'] });
        return answer(200);
      case 'GET':
      case 'HEAD':
        if (!stored) return answer(404, req.method === 'GET' ? '<Error><Code>NoSuchKey</Code></Error>' : '');
        res.writeHead(200, { 'Content-Type': stored.contentType ?? 'application/octet-stream', 'Content-Length': stored.bytes.length });
        return res.end(req.method === 'GET' ? stored.bytes : undefined);
      case 'DELETE':
        objects.delete(key);
        return answer(204);
      default:
        return answer(405);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.bucketUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${FAKE_S3_BUCKET}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
