// The bucket implementation of FileStore (issue 31): any S3-compatible service through
// @aws-sdk/client-s3. Credentials come from the SDK's standard chain (AWS_ACCESS_KEY_ID and
// AWS_SECRET_ACCESS_KEY); S3_ENDPOINT means path-style addressing (OVHcloud, Scaleway, Cellar, MinIO).
import { DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { type FileStore, type S3Config, StorageUnavailableError, openRowBytes } from "./store-interface.server";

/** Above this size a file goes up in parts (5 MB is S3's smallest part). */
export const MULTIPART_FROM_BYTES = 5 * 1024 * 1024;

const missing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
};

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // A bucket that does not answer must not hold a page or a form for long: 3 s to connect, 2 tries.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
}

export function s3Store(config: S3Config, client = s3Client(config)): FileStore {
  const Bucket = config.bucket;
  return {
    name: "s3",
    async write(key, bytes, contentType) {
      try {
        if (bytes.byteLength > MULTIPART_FROM_BYTES) {
          // Parts of 5 MB, two at a time; on failure the upload is aborted (no parts left behind).
          await new Upload({ client, params: { Bucket, Key: key, Body: bytes, ContentType: contentType }, partSize: MULTIPART_FROM_BYTES, queueSize: 2, leavePartsOnError: false }).done();
        } else await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
      } catch (error) {
        throw new StorageUnavailableError(error);
      }
      return Buffer.alloc(0);
    },
    async open(key, rowBytes, range) {
      if (rowBytes.byteLength > 0) return openRowBytes(rowBytes, range);
      if (range && range.length <= 0) return openRowBytes(new Uint8Array(0));
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.offset}-${range.offset + range.length - 1}` : undefined }),
        );
        if (!answer.Body) return null;
        return { body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: Number(answer.ContentLength ?? 0) };
      } catch (error) {
        if (missing(error)) return null;
        // A range past the end of a file (it shrank? never: objects are immutable) reads as nothing.
        if ((error as { name?: string }).name === "InvalidRange") return openRowBytes(new Uint8Array(0));
        throw new StorageUnavailableError(error);
      }
    },
    async readAll(key, rowBytes) {
      if (rowBytes.byteLength > 0) return Buffer.from(rowBytes.buffer, rowBytes.byteOffset, rowBytes.byteLength);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (missing(error)) return null;
        throw new StorageUnavailableError(error);
      }
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        if (batch.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
      }
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, lastModified: o.LastModified ?? new Date(0), size: Number(o.Size ?? 0) };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return true;
      } catch {
        return false;
      }
    },
    publicUrl: (key) => (config.publicUrl && key.startsWith("public/") ? `${config.publicUrl}/${key}` : null),
  };
}
