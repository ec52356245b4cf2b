import { Badge, Button, Drawer, Group, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { api, type Schemas, unwrap } from "../../api/v1";
import { ConfirmAction } from "../../components/ConfirmAction";
import { CopyableSecret } from "../../components/CopyableSecret";
import { formatDateTime } from "../catalog/shared/format";
import { QueryState } from "../catalog/shared/QueryState";
import { LimitsForm } from "./LimitsForm";
import { type LicenseKeyStatus, licenseKeyKeys, statusInfo, usageText } from "./types";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={140} fw={500} c="dimmed" style={{ verticalAlign: "top" }}>
        {label}
      </Table.Th>
      <Table.Td style={{ wordBreak: "break-word" }}>{children}</Table.Td>
    </Table.Tr>
  );
}

/** What each status change means, for its button and confirmation. */
const ACTIONS: Record<LicenseKeyStatus, { label: string; confirm: string; color: string }> = {
  revoked: {
    label: "Revoke",
    confirm: "The key stops validating and activating at once. You can grant it again later.",
    color: "red",
  },
  disabled: {
    label: "Disable",
    confirm: "The key stops validating and activating until you enable it again.",
    color: "yellow",
  },
  granted: { label: "Enable", confirm: "The key validates and activates again.", color: "green" },
};

/** One key: the key itself, its customer, limits, activations; revoke, disable, enable and edit limits. */
export function LicenseKeyDrawer({
  id,
  benefitNames,
  onClose,
}: {
  id: string | null;
  benefitNames: Map<string, string>;
  onClose: () => void;
}) {
  const narrow = useMediaQuery("(max-width: 48em)");
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<LicenseKeyStatus | null>(null);
  const key = useQuery({
    queryKey: licenseKeyKeys.one(id ?? ""),
    queryFn: () => unwrap(api.GET("/v1/license-keys/{id}", { params: { path: { id: id ?? "" } } })),
    enabled: Boolean(id),
  });
  const save = async (patch: Schemas["LicenseKeyUpdate"]) => {
    if (!id) return;
    await unwrap(api.PATCH("/v1/license-keys/{id}", { params: { path: { id } }, body: patch }));
    await queryClient.invalidateQueries({ queryKey: licenseKeyKeys.all });
  };
  const setStatus = async (status: LicenseKeyStatus) => {
    await save({ status });
    notifications.show({ message: `License key ${statusInfo(status).label.toLowerCase()}`, color: "green" });
  };
  return (
    <Drawer
      opened={Boolean(id)}
      onClose={onClose}
      position="right"
      size={narrow ? "100%" : "lg"}
      title={key.data ? `License key ${key.data.display_key}` : "License key"}
    >
      {id && (
        <QueryState query={key} label="the license key">
          {(k) => {
            const s = statusInfo(k.status);
            return (
              <Stack gap="md">
                <CopyableSecret value={k.key} label="License key" />
                <Table>
                  <Table.Tbody>
                    <Detail label="Status">
                      <Badge variant="light" color={s.color}>
                        {s.label}
                      </Badge>
                    </Detail>
                    <Detail label="Customer">
                      <Text component={Link} to={`/customers/${k.customer_id}`} size="sm" c="blue">
                        {k.customer.email}
                      </Text>
                    </Detail>
                    <Detail label="Benefit">{benefitNames.get(k.benefit_id) ?? k.benefit_id}</Detail>
                    <Detail label="Usage">{usageText(k.usage, k.limit_usage)}</Detail>
                    <Detail label="Activations">
                      {usageText(k.activations.length, k.limit_activations)}
                    </Detail>
                    <Detail label="Validations">{k.validations}</Detail>
                    <Detail label="Last validated">{formatDateTime(k.last_validated_at)}</Detail>
                    <Detail label="Expires">{k.expires_at ? formatDateTime(k.expires_at) : "Never"}</Detail>
                    <Detail label="Issued">{formatDateTime(k.created_at)}</Detail>
                  </Table.Tbody>
                </Table>
                <Group gap="xs">
                  {(["revoked", "disabled", "granted"] as const)
                    .filter((target) => target !== k.status)
                    .map((target) => (
                      <Button
                        key={target}
                        size="xs"
                        variant="light"
                        color={ACTIONS[target].color}
                        onClick={() => setPending(target)}
                      >
                        {ACTIONS[target].label}
                      </Button>
                    ))}
                </Group>
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    Activations
                  </Text>
                  {k.activations.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {k.limit_activations
                        ? "Not activated on any device yet."
                        : "This key has no activation limit."}
                    </Text>
                  ) : (
                    <Table striped aria-label="Activations">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Label</Table.Th>
                          <Table.Th>Activated</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {k.activations.map((a) => (
                          <Table.Tr key={a.id}>
                            <Table.Td>{a.label}</Table.Td>
                            <Table.Td>{formatDateTime(a.created_at)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  )}
                </Stack>
                <LimitsForm licenseKey={k} onSave={save} />
                <ConfirmAction
                  opened={pending !== null}
                  onClose={() => setPending(null)}
                  title={pending ? `${ACTIONS[pending].label} ${k.display_key}?` : ""}
                  confirmLabel={pending ? ACTIONS[pending].label : ""}
                  color={pending ? ACTIONS[pending].color : undefined}
                  onConfirm={() => (pending ? setStatus(pending) : Promise.resolve())}
                >
                  {pending ? ACTIONS[pending].confirm : ""}
                </ConfirmAction>
              </Stack>
            );
          }}
        </QueryState>
      )}
    </Drawer>
  );
}
