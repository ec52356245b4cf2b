import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { api, type Schemas, unwrap } from "../../../api/v1";
import { FormErrors, useFormErrors } from "../shared/formErrors";
import { ScopesPicker } from "./ScopesPicker";

const EXPIRY = [
  { value: "never", label: "Never" },
  { value: "P7D", label: "7 days" },
  { value: "P30D", label: "30 days" },
  { value: "P90D", label: "90 days" },
  { value: "P365D", label: "365 days" },
];

/** Comment, lifetime and scopes of a new organization access token; hands the token (shown once) up. */
export function CreateTokenForm({ onCreated }: { onCreated: (token: string, comment: string) => void }) {
  const [comment, setComment] = useState("");
  const [expiry, setExpiry] = useState("P30D");
  const [scopes, setScopes] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const form = useFormErrors();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errors: Record<string, string> = {};
    if (!comment.trim()) errors.comment = "Say what uses this token";
    else if (comment.trim().length > 255) errors.comment = "At most 255 characters";
    if (scopes.length === 0) errors.scopes = "Choose at least one scope";
    if (!form.validate(errors)) return;
    setSaving(true);
    try {
      const res = await unwrap(
        api.POST("/v1/organization-access-tokens/", {
          // The checkboxes offer the document's scopes only.
          body: {
            comment: comment.trim(),
            expires_in: expiry === "never" ? null : expiry,
            scopes: scopes as Schemas["OrganizationAccessTokenCreate"]["scopes"],
          },
        }),
      );
      setComment("");
      setScopes([]);
      form.clear();
      onCreated(res.token, res.organization_access_token.comment);
    } catch (err) {
      form.fail(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New access token">
      <Stack gap="sm">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label="Comment"
            placeholder="Production server"
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            error={form.field("comment")}
            style={{ flex: "2 1 200px" }}
          />
          <Select
            label="Expires"
            data={EXPIRY}
            value={expiry}
            onChange={(v) => v && setExpiry(v)}
            allowDeselect={false}
            error={form.field("expires_in")}
            style={{ flex: "1 1 130px" }}
          />
        </Group>
        <ScopesPicker value={scopes} onChange={setScopes} error={form.field("scopes")} />
        <FormErrors form={form} />
        <Group>
          <Button type="submit" loading={saving}>
            Create token
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
