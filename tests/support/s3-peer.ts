// A real S3 protocol peer for the storage tests (issue 31): s3rver from npm, started by the tests
// themselves on a free port with its files in a temporary folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Config } from "~/server/files/storage/file-store.server";

export interface S3Peer {
  config: S3Config;
  close(): Promise<void>;
}

export async function startS3Peer(bucket = "site-test"): Promise<S3Peer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    // s3rver's default credentials.
    config: { bucket, endpoint: `http://127.0.0.1:${port}`, region: "fr-par", accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
