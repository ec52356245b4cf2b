import type { Executor } from "../../db/types.js";
import { RequestValidationError, type ValidationIssue } from "../../http/errors.js";
import { getCustomField } from "../custom-fields/service.js";
import { getFiles } from "../files/service.js";
import { replaceCustomFieldLinks, replaceMediaLinks } from "./repository.js";

/**
 * Media of a product: files of the organization, of service `product_media`, uploaded; each once.
 * Anything else is a 422 on `body.medias.<i>`.
 */
export async function setMedias(
  db: Executor,
  organizationId: string,
  productId: string,
  ids: string[],
): Promise<void> {
  const files = new Map((await getFiles({ db }, organizationId, ids)).map((f) => [f.id, f]));
  const issues: ValidationIssue[] = [];
  ids.forEach((id, i) => {
    const file = files.get(id);
    const loc = ["body", "medias", i];
    if (!file) issues.push({ loc, msg: "file not found", input: id });
    else if (file.service !== "product_media")
      issues.push({ loc, msg: "file is not a product_media file", input: id });
    else if (!file.isUploaded) issues.push({ loc, msg: "file upload is not completed", input: id });
    else if (ids.indexOf(id) !== i) issues.push({ loc, msg: "file is listed twice", input: id });
  });
  if (issues.length) throw new RequestValidationError(issues);
  await replaceMediaLinks(db, organizationId, productId, ids);
}

/** Custom fields asked at checkout, in order: fields of the organization, each once (422 on `body.attached_custom_fields.<i>.custom_field_id`). */
export async function setCustomFields(
  db: Executor,
  organizationId: string,
  productId: string,
  fields: { custom_field_id: string; required: boolean }[],
): Promise<void> {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  for (const [i, f] of fields.entries()) {
    const loc = ["body", "attached_custom_fields", i, "custom_field_id"];
    if (seen.has(f.custom_field_id))
      issues.push({ loc, msg: "custom field is listed twice", input: f.custom_field_id });
    seen.add(f.custom_field_id);
    if (!(await getCustomField({ db }, organizationId, f.custom_field_id))) {
      issues.push({ loc, msg: "custom field not found", input: f.custom_field_id });
    }
  }
  if (issues.length) throw new RequestValidationError(issues);
  await replaceCustomFieldLinks(
    db,
    organizationId,
    productId,
    fields.map((f) => ({ customFieldId: f.custom_field_id, required: f.required })),
  );
}
