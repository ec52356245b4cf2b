import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from "@mantine/core";

/** Freshly generated backup codes, shown once. */
export function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <Stack gap="xs">
      <Alert color="yellow" title="Save your backup codes">
        Each code signs you in once if you lose your authenticator. They are shown only now; keep them
        somewhere safe.
      </Alert>
      <SimpleGrid cols={2} spacing={4} aria-label="Backup codes" data-testid="backup-codes">
        {codes.map((c) => (
          <Text key={c} ff="monospace" size="sm">
            {c}
          </Text>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={codes.join("\n")}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? "Copied" : "Copy backup codes"}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
