import { ActionIcon, Button, FileButton, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { FileRead } from "../../../api/v1";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { errorMessage } from "../../../components/errors";
import { uploadFile } from "../shared/upload";

const ACCEPT = "image/png,image/jpeg,image/gif,image/webp,image/svg+xml";
const MAX = 10 * 1024 * 1024;

/** Product images: upload through /v1/files (service product_media), preview, remove. */
export function MediaSection({
  medias,
  onChange,
  error,
}: {
  medias: FileRead[];
  onChange: (next: FileRead[]) => void;
  error?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = async (files: File[]) => {
    setUploadError(null);
    const bad = files.find((f) => !ACCEPT.split(",").includes(f.type) || f.size > MAX);
    if (bad) {
      setUploadError(`${bad.name}: images only (PNG, JPEG, GIF, WebP, SVG), at most 10 MB`);
      return;
    }
    setBusy(true);
    const added: FileRead[] = [];
    try {
      for (const f of files) added.push(await uploadFile(f, "product_media"));
    } catch (e) {
      setUploadError(errorMessage(e, "The upload failed"));
    } finally {
      setBusy(false);
      if (added.length) onChange([...medias, ...added]);
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        {medias.map((m) => (
          <Paper key={m.id} withBorder p={4} pos="relative">
            {"public_url" in m && m.public_url ? (
              <Image src={m.public_url} alt={m.name} w={96} h={96} fit="cover" radius="sm" />
            ) : (
              <Text size="xs" w={96}>
                {m.name}
              </Text>
            )}
            <ActionIcon
              size="sm"
              color="red"
              variant="filled"
              pos="absolute"
              top={4}
              right={4}
              aria-label={`Remove image ${m.name}`}
              onClick={() => onChange(medias.filter((x) => x.id !== m.id))}
            >
              ×
            </ActionIcon>
          </Paper>
        ))}
      </Group>
      <FileButton onChange={(f) => void upload(f)} accept={ACCEPT} multiple>
        {(props) => (
          <Button {...props} variant="light" size="xs" loading={busy} w="fit-content">
            Upload images
          </Button>
        )}
      </FileButton>
      <ErrorAlert message={uploadError ?? error} />
    </Stack>
  );
}
