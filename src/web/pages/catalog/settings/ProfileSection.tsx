import { Avatar, Button, Group, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, type Organization, type Schemas, unwrap } from "../../../api/v1";
import { SectionCard } from "../../../components/SectionCard";
import { FormErrors, isHttpUrl, useFormErrors } from "../shared/formErrors";
import { catalogKeys } from "../shared/keys";
import { type SocialDraft, SocialsEditor, socialKey } from "./SocialsEditor";

/** The public seller profile shown at checkout and in the customer portal. */
export function ProfileSection({ org }: { org: Organization }) {
  const [name, setName] = useState(org.name);
  const [avatar, setAvatar] = useState(org.avatar_url ?? "");
  const [email, setEmail] = useState(org.email ?? "");
  const [website, setWebsite] = useState(org.website ?? "");
  const [socials, setSocials] = useState<SocialDraft[]>(() =>
    org.socials.map((s) => ({ key: socialKey(), ...s })),
  );
  const [saving, setSaving] = useState(false);
  const form = useFormErrors();
  const queryClient = useQueryClient();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errors: Record<string, string> = {};
    if (name.trim().length < 3) errors.name = "At least 3 characters";
    if (avatar.trim() && !isHttpUrl(avatar.trim())) errors.avatar_url = "An http(s) URL";
    if (email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) errors.email = "An email address";
    if (website.trim() && !isHttpUrl(website.trim())) errors.website = "An http(s) URL";
    socials.forEach((s, i) => {
      if (!isHttpUrl(s.url.trim())) errors[`socials.${i}.url`] = "An http(s) URL";
    });
    if (!form.validate(errors)) return;
    setSaving(true);
    try {
      await unwrap(
        api.PATCH("/v1/organizations/{id}", {
          params: { path: { id: org.id } },
          body: {
            name: name.trim(),
            avatar_url: avatar.trim() || null,
            email: email.trim() || null,
            website: website.trim() || null,
            socials: socials.map((s) => ({
              // The platform picker offers the document's platforms only.
              platform: s.platform as Schemas["OrganizationSocialLink"]["platform"],
              url: s.url.trim(),
            })),
          },
        }),
      );
      await queryClient.invalidateQueries({ queryKey: catalogKeys.organization });
      notifications.show({ message: "Profile saved" });
    } catch (err) {
      form.fail(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard
      title="Seller profile"
      description="Shown to customers at checkout, in emails and in the portal."
    >
      <form onSubmit={submit} noValidate aria-label="Seller profile">
        <Stack gap="sm">
          <TextInput
            label="Name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={form.field("name")}
          />
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <Avatar src={isHttpUrl(avatar) ? avatar : null} alt="" radius="md" size="lg" />
            <TextInput
              label="Avatar URL"
              placeholder="https://example.com/logo.png"
              value={avatar}
              onChange={(e) => setAvatar(e.currentTarget.value)}
              error={form.field("avatar_url")}
              style={{ flex: 1, minWidth: 0 }}
            />
          </Group>
          <TextInput
            label="Support email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={form.field("email")}
          />
          <TextInput
            label="Website"
            placeholder="https://"
            value={website}
            onChange={(e) => setWebsite(e.currentTarget.value)}
            error={form.field("website")}
          />
          <SocialsEditor socials={socials} onChange={setSocials} form={form} />
          <FormErrors form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
