import { Badge, Button, Group, Stack } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { api, type Product, unwrap } from "../../../api/v1";
import { ConfirmAction } from "../../../components/ConfirmAction";
import { catalogKeys } from "../shared/keys";
import { PageHeader } from "../shared/PageHeader";
import { QueryState } from "../shared/QueryState";
import { ProductActions } from "./ProductActions";
import { ProductForm } from "./ProductForm";
import { ProductRevenue } from "./ProductRevenue";

export function NewProductPage() {
  return (
    <Stack gap="lg" maw={820}>
      <PageHeader title="New product" back={{ label: "Products", to: "/products" }} />
      <ProductForm />
    </Stack>
  );
}

export function EditProductPage() {
  const { id = "" } = useParams();
  const product = useQuery({
    queryKey: [...catalogKeys.products, "one", id],
    queryFn: () => unwrap(api.GET("/v1/products/{id}", { params: { path: { id } } })),
  });
  return (
    <Stack gap="lg" maw={820}>
      <QueryState query={product} label="the product">
        {(p) => (
          <>
            <PageHeader title={p.name} back={{ label: "Products", to: "/products" }} />
            <ProductActions product={p} />
            <ArchiveControl product={p} />
            <ProductRevenue product={p} />
            <ProductForm key={p.id} product={p} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function ArchiveControl({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const archive = !product.is_archived;
  return (
    <Group gap="sm">
      {product.is_archived && <Badge color="gray">Archived</Badge>}
      <Button size="xs" variant="default" color={archive ? "red" : undefined} onClick={() => setOpen(true)}>
        {archive ? "Archive product" : "Unarchive product"}
      </Button>
      <ConfirmAction
        opened={open}
        onClose={() => setOpen(false)}
        title={archive ? "Archive product?" : "Unarchive product?"}
        confirmLabel={archive ? "Archive" : "Unarchive"}
        color={archive ? "red" : "blue"}
        onConfirm={async () => {
          await unwrap(
            api.PATCH("/v1/products/{id}", {
              params: { path: { id: product.id } },
              body: { is_archived: archive },
            }),
          );
          await queryClient.invalidateQueries({ queryKey: catalogKeys.products });
        }}
      >
        {archive
          ? "It can no longer be bought. Existing customers keep their benefits and subscriptions."
          : "It can be bought again."}
      </ConfirmAction>
    </Group>
  );
}
