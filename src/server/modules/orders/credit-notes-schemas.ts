import { z } from "@hono/zod-openapi";
import { listSchema, PageQuery } from "../../http/v1/pagination.js";

export const CreditNoteLine = z
  .object({
    label: z.string(),
    amount: z.number().int().openapi({ description: "Pre-tax amount credited, in minor units." }),
    tax_amount: z.number().int().openapi({ description: "Tax reversed with it, in minor units." }),
  })
  .openapi("CreditNoteLine");

export const CreditNote = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    created_at: z.string().openapi({ format: "date-time" }),
    modified_at: z.null(),
    number: z.string().openapi({
      description: "`<prefix>-CN-<NNNN>`: one sequence per organization, without gaps.",
      example: "Q7K2M9XA-CN-0001",
    }),
    invoice_number: z.string().openapi({ description: "The number of the invoice this note credits." }),
    organization_id: z.string().openapi({ format: "uuid" }),
    order_id: z.string().openapi({ format: "uuid" }),
    refund_id: z.string().openapi({ format: "uuid" }),
    customer_id: z.string().openapi({ format: "uuid" }),
    reason: z.string().openapi({ description: "The refund's reason." }),
    currency: z.string(),
    subtotal_amount: z
      .number()
      .int()
      .openapi({ description: "Pre-tax amount credited (the refund's amount)." }),
    tax_amount: z.number().int().openapi({ description: "Tax reversed (the refund's tax amount)." }),
    total_amount: z.number().int().openapi({ description: "subtotal_amount + tax_amount." }),
    lines: z.array(CreditNoteLine),
  })
  .openapi("CreditNote", {
    description:
      "The document a succeeded refund issues against the order's invoice, as Stripe and Polar issue them (a Kassa resource: Polar's API has none).",
  });

export const CreditNoteList = listSchema(CreditNote, "ListResource_CreditNote_");

export const CreditNoteListQuery = PageQuery.extend({
  order_id: z
    .uuid({ message: "order_id must be a UUID" })
    .optional()
    .openapi({ description: "Filter by order." }),
  customer_id: z
    .uuid({ message: "customer_id must be a UUID" })
    .optional()
    .openapi({ description: "Filter by customer." }),
});

export const CreditNotePdf = z
  .object({
    url: z.string().openapi({ description: "A signed download link of the PDF, valid 10 minutes." }),
  })
  .openapi("CreditNotePdf");
