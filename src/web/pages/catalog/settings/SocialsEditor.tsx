import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import type { FormErrorsState } from "../shared/formErrors";

export interface SocialDraft {
  key: string;
  platform: string;
  url: string;
}

const PLATFORMS = [
  { value: "x", label: "X" },
  { value: "github", label: "GitHub" },
  { value: "facebook", label: "Facebook" },
  { value: "instagram", label: "Instagram" },
  { value: "youtube", label: "YouTube" },
  { value: "tiktok", label: "TikTok" },
  { value: "linkedin", label: "LinkedIn" },
  { value: "threads", label: "Threads" },
  { value: "discord", label: "Discord" },
  { value: "other", label: "Other" },
];
let seq = 0;
export const socialKey = () => `s${++seq}`;

/** Links to the seller's social profiles: platform + URL rows. */
export function SocialsEditor({
  socials,
  onChange,
  form,
}: {
  socials: SocialDraft[];
  onChange: (next: SocialDraft[]) => void;
  form: FormErrorsState;
}) {
  const update = (key: string, patch: Partial<SocialDraft>) =>
    onChange(socials.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Social links
      </Text>
      {socials.map((s, i) => (
        <Group key={s.key} gap="xs" align="flex-start" wrap="wrap">
          <Select
            label={`Link ${i + 1} platform`}
            data={PLATFORMS}
            value={s.platform}
            onChange={(v) => v && update(s.key, { platform: v })}
            allowDeselect={false}
            error={form.field(`socials.${i}.platform`)}
            style={{ flex: "0 1 140px" }}
          />
          <TextInput
            label={`Link ${i + 1} URL`}
            placeholder="https://"
            value={s.url}
            onChange={(e) => update(s.key, { url: e.currentTarget.value })}
            error={form.field(`socials.${i}.url`)}
            style={{ flex: "1 1 200px" }}
          />
          <ActionIcon
            variant="default"
            color="red"
            mt={24}
            aria-label={`Remove link ${i + 1}`}
            onClick={() => onChange(socials.filter((x) => x.key !== s.key))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {form.field("socials") && (
        <Text size="sm" c="red">
          {form.field("socials")}
        </Text>
      )}
      <Button
        size="xs"
        variant="light"
        w="fit-content"
        disabled={socials.length >= 20}
        onClick={() => onChange([...socials, { key: socialKey(), platform: "x", url: "" }])}
      >
        Add link
      </Button>
    </Stack>
  );
}
