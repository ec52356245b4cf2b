import { Checkbox, Group, Select, Stack, TextInput } from "@mantine/core";
import type { FormErrorsState } from "../shared/formErrors";
import type { BenefitDraft } from "./draft";

type Props = { draft: BenefitDraft; set: (patch: Partial<BenefitDraft>) => void; form: FormErrorsState };

export function LicenseKeyFields({ draft, set, form }: Props) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Key prefix"
        placeholder="ACME"
        value={draft.prefix}
        onChange={(e) => set({ prefix: e.currentTarget.value })}
        error={form.field("properties.prefix")}
      />
      <Checkbox
        label="Keys expire"
        checked={draft.expires}
        onChange={(e) => set({ expires: e.currentTarget.checked })}
      />
      {draft.expires && (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label="Expires after"
            inputMode="numeric"
            value={draft.ttl}
            onChange={(e) => set({ ttl: e.currentTarget.value })}
            error={form.field("properties.expires.ttl")}
            style={{ flex: "0 1 120px" }}
          />
          <Select
            label="Unit"
            data={[
              { value: "day", label: "Days" },
              { value: "month", label: "Months" },
              { value: "year", label: "Years" },
            ]}
            value={draft.timeframe}
            onChange={(v) => v && set({ timeframe: v as BenefitDraft["timeframe"] })}
            allowDeselect={false}
            error={form.field("properties.expires.timeframe")}
            style={{ flex: "1 1 140px" }}
          />
        </Group>
      )}
      <Checkbox
        label="Limit activations"
        checked={draft.activations}
        onChange={(e) => set({ activations: e.currentTarget.checked })}
      />
      {draft.activations && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Activation limit"
            inputMode="numeric"
            value={draft.activationLimit}
            onChange={(e) => set({ activationLimit: e.currentTarget.value })}
            error={form.field("properties.activations.limit")}
            style={{ flex: "0 1 140px" }}
          />
          <Checkbox
            label="Customers can deactivate devices"
            checked={draft.customerAdmin}
            onChange={(e) => set({ customerAdmin: e.currentTarget.checked })}
            mb={8}
          />
        </Group>
      )}
      <TextInput
        label="Usage limit"
        placeholder="Unlimited"
        inputMode="numeric"
        value={draft.usageLimit}
        onChange={(e) => set({ usageLimit: e.currentTarget.value })}
        error={form.field("properties.limit_usage")}
      />
    </Stack>
  );
}
