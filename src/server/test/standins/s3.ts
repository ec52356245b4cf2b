import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A tiny local stand-in for S3 (tests only): path-style requests for exactly the calls Kassa
 * makes — CreateMultipartUpload, UploadPart through a presigned URL, CompleteMultipartUpload,
 * AbortMultipartUpload, GetObject and DeleteObject. It checks what S3 would refuse: a part
 * URL without a SigV4 query signature, a part whose x-amz-checksum-sha256 differs from its
 * bytes or is not among the signed headers, an ETag at completion that no uploaded part has.
 * Requests are recorded for assertions.
 */
export interface S3StandIn {
  endpoint: string;
  requests: { method: string; path: string; query: URLSearchParams; headers: IncomingMessage["headers"] }[];
  objects: Map<string, { body: Buffer; contentType: string; etag: string }>;
  uploads: Map<
    string,
    { key: string; contentType: string; parts: Map<number, { body: Buffer; etag: string }> }
  >;
  close(): Promise<void>;
}

const xml = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/xml", ...headers });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
};
const error = (res: ServerResponse, status: number, code: string, message: string) =>
  xml(res, status, `<Error><Code>${code}</Code><Message>${message}</Message></Error>`);

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3StandIn(bucket: string): Promise<S3StandIn> {
  const state: Omit<S3StandIn, "endpoint" | "close"> = {
    requests: [],
    objects: new Map(),
    uploads: new Map(),
  };
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    state.requests.push({
      method: req.method ?? "",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
    });
    const [, b, ...rest] = url.pathname.split("/");
    if (b !== bucket) return error(res, 404, "NoSuchBucket", "The specified bucket does not exist");
    const key = rest.map(decodeURIComponent).join("/");
    const q = url.searchParams;
    const presigned = q.has("X-Amz-Signature") && q.get("X-Amz-Algorithm") === "AWS4-HMAC-SHA256";
    const signedHeader = /^AWS4-HMAC-SHA256 Credential=/.test(req.headers.authorization ?? "");
    if (!presigned && !signedHeader) return error(res, 403, "AccessDenied", "Request is not signed");

    if (req.method === "POST" && q.has("uploads")) {
      const uploadId = randomBytes(12).toString("hex");
      state.uploads.set(uploadId, {
        key,
        contentType: String(req.headers["content-type"] ?? ""),
        parts: new Map(),
      });
      return xml(
        res,
        200,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (req.method === "PUT" && q.has("partNumber") && q.has("uploadId")) {
      if (!presigned) return error(res, 403, "AccessDenied", "Parts are sent to presigned URLs");
      const upload = state.uploads.get(q.get("uploadId")!);
      if (!upload || upload.key !== key) return error(res, 404, "NoSuchUpload", "The upload does not exist");
      const body = await readBody(req);
      const checksum = req.headers["x-amz-checksum-sha256"];
      const signed = (q.get("X-Amz-SignedHeaders") ?? "").split(";");
      if (checksum) {
        if (!signed.includes("x-amz-checksum-sha256")) {
          return error(
            res,
            403,
            "AccessDenied",
            "There were headers present in the request which were not signed",
          );
        }
        if (createHash("sha256").update(body).digest("base64") !== checksum) {
          return error(
            res,
            400,
            "BadDigest",
            "The SHA256 you specified did not match the calculated checksum.",
          );
        }
      }
      const etag = `"${createHash("md5").update(body).digest("hex")}"`;
      upload.parts.set(Number(q.get("partNumber")), { body, etag });
      res.writeHead(200, { etag });
      return res.end();
    }
    if (req.method === "POST" && q.has("uploadId")) {
      const upload = state.uploads.get(q.get("uploadId")!);
      if (!upload) return error(res, 404, "NoSuchUpload", "The upload does not exist");
      const text = (await readBody(req)).toString("utf8");
      const parts = [...text.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((m) => ({
        number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(m[1]!)?.[1]),
        etag: (/<ETag>(.*?)<\/ETag>/.exec(m[1]!)?.[1] ?? "").replace(/&quot;/g, '"'),
      }));
      const bodies: Buffer[] = [];
      const md5s: Buffer[] = [];
      for (const p of parts) {
        const stored = upload.parts.get(p.number);
        if (!stored || stored.etag.replace(/"/g, "") !== p.etag.replace(/"/g, "")) {
          return error(res, 400, "InvalidPart", "One or more of the specified parts could not be found.");
        }
        bodies.push(stored.body);
        md5s.push(Buffer.from(stored.etag.replace(/"/g, ""), "hex"));
      }
      const etag = `"${createHash("md5").update(Buffer.concat(md5s)).digest("hex")}-${parts.length}"`;
      state.objects.set(key, { body: Buffer.concat(bodies), contentType: upload.contentType, etag });
      state.uploads.delete(q.get("uploadId")!);
      return xml(
        res,
        200,
        `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${etag.replace(/"/g, "&quot;")}</ETag></CompleteMultipartUploadResult>`,
        { "x-amz-version-id": "v-1" },
      );
    }
    if (req.method === "PUT" && !q.has("uploadId")) {
      const body = await readBody(req);
      const etag = `"${createHash("md5").update(body).digest("hex")}"`;
      state.objects.set(key, { body, contentType: String(req.headers["content-type"] ?? ""), etag });
      res.writeHead(200, { etag });
      return res.end();
    }
    if (req.method === "DELETE" && q.has("uploadId")) {
      state.uploads.delete(q.get("uploadId")!);
      res.writeHead(204);
      return res.end();
    }
    if (req.method === "GET") {
      const object = state.objects.get(key);
      if (!object) return error(res, 404, "NoSuchKey", "The specified key does not exist.");
      const disposition = q.get("response-content-disposition");
      res.writeHead(200, {
        ...(disposition ? { "content-disposition": disposition } : {}),
        "content-type": q.get("response-content-type") ?? object.contentType,
        "content-length": String(object.body.length),
        etag: object.etag,
      });
      return res.end(object.body);
    }
    if (req.method === "DELETE") {
      state.objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    return error(res, 405, "MethodNotAllowed", "Not supported by the stand-in");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...state,
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
