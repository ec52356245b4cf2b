import { Checkbox, PasswordInput, Select, Stack, Textarea, TextInput } from "@mantine/core";
import type { Meter } from "../../../api/v1";
import type { FormErrorsState } from "../shared/formErrors";
import type { BenefitDraft } from "./draft";
import { GITHUB_PERMISSIONS, githubPermission } from "./types";

type Props = { draft: BenefitDraft; set: (patch: Partial<BenefitDraft>) => void; form: FormErrorsState };

export function CustomNoteFields({ draft, set, form }: Props) {
  return (
    <Textarea
      label="Note"
      description="Shown privately to customers who have this benefit (supports plain text)."
      autosize
      minRows={3}
      value={draft.note}
      onChange={(e) => set({ note: e.currentTarget.value })}
      error={form.field("properties.note")}
    />
  );
}

export function MeterCreditFields({ draft, set, form, meters }: Props & { meters: Meter[] }) {
  return (
    <Stack gap="sm">
      <Select
        label="Meter"
        placeholder={meters.length ? "Choose a meter" : "Create a meter first"}
        data={meters.map((m) => ({ value: m.id, label: m.name }))}
        value={draft.meterId}
        onChange={(v) => set({ meterId: v })}
        error={form.field("properties.meter_id")}
        searchable
      />
      <TextInput
        label="Units credited each period"
        inputMode="numeric"
        value={draft.units}
        onChange={(e) => set({ units: e.currentTarget.value })}
        error={form.field("properties.units")}
      />
      <Checkbox
        label="Roll unused units over to the next period"
        checked={draft.rollover}
        onChange={(e) => set({ rollover: e.currentTarget.checked })}
      />
    </Stack>
  );
}

export function DiscordFields({ draft, set, form }: Props) {
  return (
    <Stack gap="sm">
      <PasswordInput
        label="Guild token"
        description="From connecting your Discord server."
        value={draft.guildToken}
        onChange={(e) => set({ guildToken: e.currentTarget.value })}
        error={form.field("properties.guild_token")}
      />
      <TextInput
        label="Role ID"
        value={draft.roleId}
        onChange={(e) => set({ roleId: e.currentTarget.value })}
        error={form.field("properties.role_id")}
      />
      <Checkbox
        label="Kick the member from the server on revocation"
        checked={draft.kickMember}
        onChange={(e) => set({ kickMember: e.currentTarget.checked })}
      />
    </Stack>
  );
}

export function GitHubFields({ draft, set, form }: Props) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Repository owner"
        placeholder="acme"
        value={draft.repoOwner}
        onChange={(e) => set({ repoOwner: e.currentTarget.value })}
        error={form.field("properties.repository_owner")}
      />
      <TextInput
        label="Repository name"
        placeholder="private-repo"
        value={draft.repoName}
        onChange={(e) => set({ repoName: e.currentTarget.value })}
        error={form.field("properties.repository_name")}
      />
      <Select
        label="Permission"
        data={GITHUB_PERMISSIONS}
        value={draft.permission}
        onChange={(v) => {
          const permission = githubPermission(v);
          if (permission) set({ permission });
        }}
        allowDeselect={false}
        error={form.field("properties.permission")}
      />
    </Stack>
  );
}
