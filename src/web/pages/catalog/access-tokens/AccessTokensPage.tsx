import { Alert, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type AccessToken, api, unwrap } from "../../../api/v1";
import { ConfirmAction } from "../../../components/ConfirmAction";
import { CopyableSecret } from "../../../components/CopyableSecret";
import { SectionCard } from "../../../components/SectionCard";
import { formatDate } from "../shared/format";
import { catalogKeys } from "../shared/keys";
import { ListRow, RowList } from "../shared/ListRow";
import { PageHeader } from "../shared/PageHeader";
import { Pager } from "../shared/Pager";
import { QueryState } from "../shared/QueryState";
import { useListQuery } from "../shared/useListQuery";
import { CreateTokenForm } from "./CreateTokenForm";
import { describeScopes } from "./ScopesPicker";

export function AccessTokensPage() {
  const queryClient = useQueryClient();
  const { list, page, setPage } = useListQuery(catalogKeys.tokens, ({ page, limit }) =>
    unwrap(api.GET("/v1/organization-access-tokens/", { params: { query: { page, limit } } })),
  );
  const [created, setCreated] = useState<{ token: string; comment: string } | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: catalogKeys.tokens });
  const now = Date.now();

  return (
    <Stack gap="lg" maw={820}>
      <PageHeader
        title="Access tokens"
        description={
          <>
            Tokens let your servers call the <code>/v1</code> API for this organization: send{" "}
            <code>Authorization: Bearer &lt;token&gt;</code>.
          </>
        }
      />
      <SectionCard title="New token">
        {created && (
          <Alert color="yellow" title={`Copy the token “${created.comment}” now`} role="status">
            <Stack gap="xs">
              <Text size="sm">This is the only time it is shown. Store it like a password.</Text>
              <CopyableSecret value={created.token} label="New access token" testId="new-access-token" />
              <Group>
                <Button size="xs" variant="default" onClick={() => setCreated(null)}>
                  I have copied it
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <CreateTokenForm
          onCreated={(token, comment) => {
            setCreated({ token, comment });
            void refresh();
          }}
        />
      </SectionCard>
      <SectionCard title="Tokens">
        <QueryState
          query={list}
          label="access tokens"
          isEmpty={(d) => d.items.length === 0}
          empty="No tokens yet."
        >
          {(data) => (
            <Stack gap="sm">
              <RowList label="Access tokens">
                {data.items.map((t) => {
                  const expired = t.expires_at !== null && +new Date(t.expires_at) < now;
                  return (
                    <ListRow
                      key={t.id}
                      title={t.comment}
                      badges={
                        expired ? (
                          <Badge size="xs" color="red" variant="light">
                            Expired
                          </Badge>
                        ) : undefined
                      }
                      detail={
                        <>
                          <div>
                            Created {formatDate(t.created_at)} · expires{" "}
                            {t.expires_at ? formatDate(t.expires_at) : "never"} · last used{" "}
                            {t.last_used_at ? formatDate(t.last_used_at) : "never"}
                          </div>
                          <div>{describeScopes(t.scopes)}</div>
                        </>
                      }
                      actions={
                        <Button
                          size="xs"
                          variant="default"
                          color="red"
                          onClick={() => setRevoking(t)}
                          aria-label={`Revoke ${t.comment}`}
                        >
                          Revoke
                        </Button>
                      }
                    />
                  );
                })}
              </RowList>
              <Pager
                page={page}
                maxPage={data.pagination.max_page}
                total={data.pagination.total_count}
                onChange={setPage}
              />
            </Stack>
          )}
        </QueryState>
      </SectionCard>
      <ConfirmAction
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke access token?"
        confirmLabel="Revoke token"
        onConfirm={async () => {
          if (!revoking) return;
          await unwrap(
            api.DELETE("/v1/organization-access-tokens/{id}", { params: { path: { id: revoking.id } } }),
          );
          await refresh();
        }}
      >
        {`Anything using “${revoking?.comment ?? "this token"}” stops working at once.`}
      </ConfirmAction>
    </Stack>
  );
}
