import { createRoute } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import {
  FileCreate,
  FileList,
  FileListQuery,
  FilePatch,
  FileRead,
  FileUpload,
  FileUploadCompleted,
} from "./schemas.js";
import { deleteFile, listOrgFiles, patchFile } from "./service.js";
import { completeFileUpload, createFileUpload } from "./upload.js";

const tags = ["files"];

export const fileRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/files/",
      tags,
      summary: "List files",
      middleware: [requireScope("files:read")],
      request: { query: FileListQuery },
      responses: { 200: { description: "Files", content: json(FileList) }, ...errorResponses(401, 403, 422) },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      if (query.organization_id && !query.organization_id.includes(organizationId)) {
        return c.json(listResponse([], 0, query), 200);
      }
      const { items, total } = await listOrgFiles(ctx, organizationId, query);
      return c.json(listResponse(items, total, query), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/files/",
      tags,
      summary: "Create a file upload",
      description:
        "Records the file and starts a multipart upload: PUT each part's bytes to its `url` (with its `headers`), then call `POST /v1/files/{id}/uploaded` with each part's ETag.",
      middleware: [requireScope("files:write")],
      request: { body: { content: json(FileCreate), required: true } },
      responses: {
        201: { description: "The file and its upload URLs", content: json(FileUpload) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const created = await createFileUpload(ctx, c.get("principal").organizationId, c.req.valid("json"));
      return c.json(created, 201);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/files/{id}/uploaded",
      tags,
      summary: "Complete a file upload",
      middleware: [requireScope("files:write")],
      request: { params: IdParam, body: { content: json(FileUploadCompleted), required: true } },
      responses: {
        200: { description: "The uploaded file", content: json(FileRead) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const file = await completeFileUpload(
        ctx,
        c.get("principal").organizationId,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(file, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/files/{id}",
      tags,
      summary: "Update a file (name, version)",
      middleware: [requireScope("files:write")],
      request: { params: IdParam, body: { content: json(FilePatch), required: true } },
      responses: {
        200: { description: "The file", content: json(FileRead) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const file = await patchFile(
        ctx,
        c.get("principal").organizationId,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(file, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "delete",
      path: "/files/{id}",
      tags,
      summary: "Delete a file",
      middleware: [requireScope("files:write")],
      request: { params: IdParam },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      await deleteFile(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
};
