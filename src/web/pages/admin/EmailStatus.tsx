import { Badge } from "@mantine/core";

const COLORS: Record<string, string> = { sent: "green", pending: "blue", failed: "red", sending: "blue" };

export function EmailStatus({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? "gray"} variant="light" w="max-content">
      {status}
    </Badge>
  );
}
