import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { config, dataDir, type Config } from './config.ts';

/**
 * Where the site's pictures and the uploads waiting for the photo job are kept (ADR 054): under
 * DATA_DIR/media by default, or in an S3-compatible bucket when MEDIA_S3_URL is set, so that several
 * app instances and workers on different machines share them. Either way the site serves them itself
 * (src/platform/images.server.ts), so pages keep one origin, our headers and our cache rules.
 * A key is `<area>/<file>`, such as `articles/<uuid>-800.webp`.
 */
export interface MediaStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

function diskStore(root: string): MediaStore {
  const at = (key: string) => path.join(root, key);
  return {
    // Written under a temporary name and renamed: a page never links a half-written file.
    async put(key, bytes) {
      const file = at(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    get: (key) => readFile(at(key)).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : Promise.reject(error))),
    has: (key) => access(at(key)).then(() => true, () => false),
    remove: (key) => rm(at(key), { force: true }),
  };
}

class MediaStoreError extends Error {}

/** An S3-compatible bucket addressed path-style (`<endpoint>/<bucket>/<key>`), with SigV4-signed requests. */
function bucketStore(bucketUrl: string, region: string, accessKeyId: string, secretAccessKey: string): MediaStore {
  const client = new AwsClient({ accessKeyId, secretAccessKey, service: 's3', region, retries: 2 });
  const base = bucketUrl.replace(/\/+$/, '');
  const request = async (method: string, key: string, init: RequestInit = {}) => {
    const response = await client.fetch(`${base}/${key.split('/').map(encodeURIComponent).join('/')}`, { method, ...init });
    if (response.ok || response.status === 404) return response;
    await response.body?.cancel();
    throw new MediaStoreError(`media bucket answered ${response.status} to ${method} ${key}`);
  };
  return {
    async put(key, bytes, contentType) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await request('PUT', key, { body: new Uint8Array(bytes), headers: { 'Content-Type': contentType, 'X-Amz-Content-Sha256': sha256 } });
    },
    async get(key) {
      const response = await request('GET', key);
      return response.status === 404 ? null : Buffer.from(await response.arrayBuffer());
    },
    async has(key) {
      return (await request('HEAD', key)).status !== 404;
    },
    async remove(key) {
      await request('DELETE', key);
    },
  };
}

let store: { for: Config; store: MediaStore } | undefined;

/** This process's store, made again only when its configuration changes (config() keeps one object until then). */
export function mediaStore(): MediaStore {
  const settings = config();
  if (store?.for !== settings) {
    const { MEDIA_S3_URL, MEDIA_S3_REGION, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY } = settings;
    store = {
      for: settings,
      store: MEDIA_S3_URL
        ? bucketStore(MEDIA_S3_URL, MEDIA_S3_REGION, MEDIA_S3_ACCESS_KEY_ID!, MEDIA_S3_SECRET_ACCESS_KEY!)
        : diskStore(path.join(dataDir(), 'media')),
    };
  }
  return store.store;
}
