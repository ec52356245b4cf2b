import { Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { authClient } from "../../auth-client";
import { ConfirmAction } from "../../components/ConfirmAction";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { unwrap } from "../../components/result";
import { slugError } from "./slug";
import type { ActiveOrg, OrgAccess } from "./types";

function isUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}

/** Name, slug and logo of the organization; delete for owners. */
export function OrgSettings({ access, org }: { access: OrgAccess; org: ActiveOrg }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canUpdate = access.can({ organization: ["update"] });
  const canDelete = access.can({ organization: ["delete"] });
  const [name, setName] = useState(org.name);
  const [slug, setSlug] = useState(org.slug);
  const [logo, setLogo] = useState(org.logo ?? "");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => {
    setName(org.name);
    setSlug(org.slug);
    setLogo(org.logo ?? "");
  }, [org.name, org.slug, org.logo]);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!name.trim()) errs.name = "Enter a name";
    const se = slugError(slug);
    if (se) errs.slug = se;
    if (logo.trim() && !isUrl(logo.trim())) errs.logo = "Enter an http(s) URL or leave empty";
    setFieldErrors(errs);
    if (Object.keys(errs).length) return;
    setSaving(true);
    setError(null);
    try {
      await unwrap(
        authClient.organization.update({
          organizationId: org.id,
          data: {
            name: name.trim(),
            ...(slug !== org.slug ? { slug } : {}),
            logo: logo.trim() || null,
          },
        }),
      );
      notifications.show({ color: "green", message: "Organization saved" });
    } catch (e) {
      setError(errorMessage(e, "Could not save the organization"));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    await unwrap(authClient.organization.delete({ organizationId: org.id }));
    await queryClient.invalidateQueries();
    notifications.show({ message: `${org.name} was deleted` });
    navigate("/");
  };

  return (
    <Card withBorder component="section" aria-labelledby="org-settings-title">
      <Title order={3} size="h4" id="org-settings-title" mb="sm">
        Settings
      </Title>
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <ErrorAlert message={error} />
          {!canUpdate && (
            <Text size="sm" c="dimmed">
              Only owners and admins can change these settings.
            </Text>
          )}
          <TextInput
            label="Organization name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldErrors.name}
            disabled={!canUpdate}
            required
          />
          <TextInput
            label="Slug"
            value={slug}
            onChange={(e) => setSlug(e.currentTarget.value.toLowerCase())}
            error={fieldErrors.slug}
            disabled={!canUpdate}
            required
          />
          <TextInput
            label="Logo URL"
            placeholder="https://example.com/logo.png"
            value={logo}
            onChange={(e) => setLogo(e.currentTarget.value)}
            error={fieldErrors.logo}
            disabled={!canUpdate}
          />
          <Group justify="space-between">
            {canUpdate && (
              <Button type="submit" loading={saving}>
                Save settings
              </Button>
            )}
            {canDelete && (
              <Button color="red" variant="light" onClick={() => setConfirmDelete(true)}>
                Delete organization
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <ConfirmAction
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Delete organization"
        confirmLabel="Delete organization"
        onConfirm={remove}
      >
        {`Delete ${org.name} with its members, invitations and teams? This cannot be undone.`}
      </ConfirmAction>
    </Card>
  );
}
