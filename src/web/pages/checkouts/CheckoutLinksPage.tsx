import { Anchor, Badge, Button, CopyButton, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api, unwrap } from "../../api/v1";
import { DeleteButton } from "../catalog/shared/DeleteButton";
import { formatDate } from "../catalog/shared/format";
import { ListRow, RowList } from "../catalog/shared/ListRow";
import { PageHeader } from "../catalog/shared/PageHeader";
import { Pager } from "../catalog/shared/Pager";
import { QueryState } from "../catalog/shared/QueryState";
import { NewCheckoutLinkForm } from "./NewCheckoutLinkForm";
import { type CheckoutLink, checkoutKeys } from "./types";

/** Shareable links that open a fresh checkout for their products each time someone follows them. */
export function CheckoutLinksPage() {
  const [page, setPage] = useState(1);
  const [creating, { open, close }] = useDisclosure(false);
  const list = useQuery({
    queryKey: [...checkoutKeys.links, { page }],
    queryFn: () =>
      unwrap(
        api.GET("/v1/checkout-links/", { params: { query: { page, limit: 20, sorting: ["-created_at"] } } }),
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Checkout links"
        description="Put a link on your site, in an email or a post: each visit opens a new checkout."
      />
      {creating ? (
        <NewCheckoutLinkForm onClose={close} />
      ) : (
        <Group>
          <Button onClick={open}>New checkout link</Button>
        </Group>
      )}
      <QueryState
        query={list}
        label="checkout links"
        isEmpty={(d) => d.items.length === 0}
        empty="No checkout links yet."
      >
        {(data) => (
          <Stack gap="sm">
            <RowList label="Checkout links">
              {data.items.map((link) => (
                <LinkRow key={link.id} link={link} />
              ))}
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
    </Stack>
  );
}

function LinkRow({ link }: { link: CheckoutLink }) {
  const name = link.label || link.products.map((p) => p.name).join(", ") || "Checkout link";
  return (
    <ListRow
      title={name}
      badges={
        <>
          {link.discount && (
            <Badge size="xs" variant="outline" color="gray">
              {link.discount.code ?? link.discount.name}
            </Badge>
          )}
          {link.require_billing_address && (
            <Badge size="xs" variant="light" color="gray">
              full address
            </Badge>
          )}
        </>
      }
      detail={
        <Stack gap={2}>
          <Text size="xs" ff="monospace" style={{ wordBreak: "break-all" }}>
            {link.url}
          </Text>
          <Text size="xs" c="dimmed">
            {[
              link.label ? link.products.map((p) => p.name).join(", ") : null,
              link.success_url ? `then ${link.success_url}` : null,
              `created ${formatDate(link.created_at)}`,
            ]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        </Stack>
      }
      actions={
        <>
          <CopyButton value={link.url}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy} aria-label={`Copy the URL of ${name}`}>
                {copied ? "Copied" : "Copy URL"}
              </Button>
            )}
          </CopyButton>
          <Anchor href={link.url} target="_blank" rel="noopener" size="sm">
            Open
          </Anchor>
          <DeleteButton
            remove={() =>
              unwrap(api.DELETE("/v1/checkout-links/{id}", { params: { path: { id: link.id } } }))
            }
            name={name}
            what="checkout link"
            queryKey={checkoutKeys.links}
            consequence="The link stops opening checkouts; checkouts already opened are kept."
          />
        </>
      }
    />
  );
}
