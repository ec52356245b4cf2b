import { Button, Card, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { AuthCallError, unwrap } from "../../components/result";
import { slugError, slugify } from "./slug";

type SlugStatus = "idle" | "checking" | "available" | "taken" | "error";

/** /organizations/new: name and slug (suggested from the name, checked while typing). */
export function NewOrganizationPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugEdited, setSlugEdited] = useState(false);
  const [status, setStatus] = useState<SlugStatus>("idle");
  const [fieldErrors, setFieldErrors] = useState<{ name?: string; slug?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [debouncedSlug] = useDebouncedValue(slug, 350);

  useEffect(() => {
    if (!debouncedSlug || slugError(debouncedSlug)) {
      setStatus("idle");
      return;
    }
    let cancelled = false;
    setStatus("checking");
    unwrap(authClient.organization.checkSlug({ slug: debouncedSlug }))
      .then(() => !cancelled && setStatus("available"))
      .catch((e) => {
        if (cancelled) return;
        setStatus(
          e instanceof AuthCallError && e.code === "ORGANIZATION_SLUG_ALREADY_TAKEN" ? "taken" : "error",
        );
      });
    return () => {
      cancelled = true;
    };
  }, [debouncedSlug]);

  const onName = (value: string) => {
    setName(value);
    if (!slugEdited) setSlug(slugify(value));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs: typeof fieldErrors = {};
    if (!name.trim()) errs.name = "Enter a name";
    else if (name.trim().length > 100) errs.name = "At most 100 characters";
    const se = slugError(slug) ?? (status === "taken" ? "This slug is taken; choose another" : null);
    if (se) errs.slug = se;
    setFieldErrors(errs);
    if (Object.keys(errs).length) return;
    setLoading(true);
    setError(null);
    try {
      const org = await unwrap(authClient.organization.create({ name: name.trim(), slug }));
      if (!org) throw new Error("The organization was not created");
      await unwrap(authClient.organization.setActive({ organizationId: org.id }));
      await queryClient.invalidateQueries();
      navigate("/organization");
    } catch (e) {
      if (e instanceof AuthCallError && e.code === "ORGANIZATION_SLUG_ALREADY_TAKEN") {
        setStatus("taken");
        setFieldErrors({ slug: "This slug is taken; choose another" });
      } else setError(errorMessage(e, "Could not create the organization"));
    } finally {
      setLoading(false);
    }
  };

  const slugHint =
    status === "checking" ? (
      <Loader size={14} aria-label="Checking slug" />
    ) : status === "available" ? (
      <Text size="xs" c="green">
        Available
      </Text>
    ) : null;

  return (
    <Stack maw={520}>
      <Title order={2}>Create organization</Title>
      <Text c="dimmed" size="sm">
        An organization is a seller: it owns products, customers and orders. You become its owner and can
        invite your team.
      </Text>
      <Card withBorder>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <ErrorAlert message={error} />
            <TextInput
              label="Organization name"
              value={name}
              onChange={(e) => onName(e.currentTarget.value)}
              error={fieldErrors.name}
              required
              autoFocus
            />
            <TextInput
              label="Slug"
              description="Used in URLs; lowercase letters, digits and dashes"
              value={slug}
              onChange={(e) => {
                setSlugEdited(true);
                setSlug(e.currentTarget.value.toLowerCase());
              }}
              error={
                fieldErrors.slug ??
                (status === "taken" ? "This slug is taken; choose another" : undefined) ??
                (status === "error" ? "Could not check the slug" : undefined)
              }
              rightSection={slugHint}
              required
            />
            <Button type="submit" loading={loading}>
              Create organization
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
