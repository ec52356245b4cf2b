import { Button, FileButton, Group, Paper, Stack, Switch, Text } from "@mantine/core";
import { useState } from "react";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { errorMessage } from "../../../components/errors";
import type { FormErrorsState } from "../shared/formErrors";
import { uploadFile } from "../shared/upload";
import type { BenefitDraft } from "./draft";

type Props = { draft: BenefitDraft; set: (patch: Partial<BenefitDraft>) => void; form: FormErrorsState };

/** Files customers can download: upload (service "downloadable"), list, hide or remove. */
export function DownloadableFields({ draft, set, form }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (files: File[]) => {
    setBusy(true);
    setError(null);
    const added = [];
    try {
      for (const f of files) added.push(await uploadFile(f, "downloadable"));
    } catch (e) {
      setError(errorMessage(e, "The upload failed"));
    } finally {
      setBusy(false);
      if (added.length) set({ files: [...draft.files, ...added] });
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Files
      </Text>
      {draft.files.length === 0 && (
        <Text size="sm" c="dimmed">
          No files yet.
        </Text>
      )}
      {draft.files.map((f) => (
        <Paper key={f.id} withBorder p="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" style={{ wordBreak: "break-all" }}>
                {f.name}
              </Text>
              <Text size="xs" c="dimmed">
                {f.size_readable ?? `${f.size} bytes`}
              </Text>
            </div>
            <Group gap="xs">
              <Switch
                label="Available"
                aria-label={`${f.name} available`}
                checked={!draft.archived[f.id]}
                onChange={(e) => set({ archived: { ...draft.archived, [f.id]: !e.currentTarget.checked } })}
              />
              <Button
                size="xs"
                variant="subtle"
                color="red"
                aria-label={`Remove ${f.name}`}
                onClick={() => set({ files: draft.files.filter((x) => x.id !== f.id) })}
              >
                Remove
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      <FileButton onChange={(f) => void upload(f)} multiple>
        {(props) => (
          <Button {...props} size="xs" variant="light" loading={busy} w="fit-content">
            Upload files
          </Button>
        )}
      </FileButton>
      <ErrorAlert message={error ?? form.field("properties.files")} />
    </Stack>
  );
}
