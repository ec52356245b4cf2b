import { Button, CopyButton, Group, Paper, Text } from "@mantine/core";

/** A secret (API key, TOTP secret, backup codes) in a monospace box with a copy button. */
export function CopyableSecret({
  value,
  label,
  testId,
}: {
  value: string;
  /** Accessible name of the box, e.g. "New API key". */
  label: string;
  testId?: string;
}) {
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text
          ff="monospace"
          size="sm"
          aria-label={label}
          data-testid={testId}
          style={{ wordBreak: "break-all", whiteSpace: "pre-wrap", minWidth: 0 }}
        >
          {value}
        </Text>
        <div style={{ flexShrink: 0 }}>
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant={copied ? "filled" : "default"}
                color={copied ? "teal" : undefined}
                onClick={copy}
                aria-label={copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}
              >
                {copied ? "Copied" : "Copy"}
              </Button>
            )}
          </CopyButton>
        </div>
      </Group>
    </Paper>
  );
}
