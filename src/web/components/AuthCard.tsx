import { Anchor, Center, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The centred card every signed-out page (sign in, sign up, reset, …) sits in. Phone-width friendly. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-default-hover)">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <Stack gap="md">
          <Text fw={700} c="blue">
            Kassa
          </Text>
          <div>
            <Title order={2}>{title}</Title>
            {subtitle && (
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

/** The "Back to sign in" link at the foot of the signed-out pages. */
export function BackToSignIn() {
  return (
    <Anchor component={Link} to="/sign-in" size="sm">
      Back to sign in
    </Anchor>
  );
}
