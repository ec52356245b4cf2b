import { Anchor, Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { api, type Product, unwrap } from "../../../api/v1";
import { CopyableSecret } from "../../../components/CopyableSecret";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { errorMessage } from "../../../components/errors";
import { Icon } from "../../../components/icons";
import { checkoutKeys } from "../../checkouts/types";

/** The product's id (to copy into API calls and code) and a one-click checkout link for it. */
export function ProductActions({ product }: { product: Product }) {
  return (
    <Group gap="sm" wrap="wrap" justify="space-between">
      <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          ID
        </Text>
        <Code data-testid="product-id" style={{ wordBreak: "break-all" }}>
          {product.id}
        </Code>
        <CopyButton value={product.id}>
          {({ copied, copy }) => (
            <Button
              size="compact-xs"
              variant={copied ? "light" : "subtle"}
              color={copied ? "teal" : undefined}
              onClick={copy}
              leftSection={<Icon name="copy" size={14} />}
              aria-label={copied ? "Product ID copied" : "Copy product ID"}
            >
              {copied ? "Copied" : "Copy"}
            </Button>
          )}
        </CopyButton>
      </Group>
      <CreateCheckoutLink product={product} />
    </Group>
  );
}

/** Makes a checkout link for this product alone and shows its URL to copy or open. */
function CreateCheckoutLink({ product }: { product: Product }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const queryClient = useQueryClient();

  const create = async () => {
    setCreating(true);
    setError(null);
    try {
      const link = await unwrap(
        api.POST("/v1/checkout-links/", {
          body: { payment_processor: "stripe", products: [product.id], label: product.name.slice(0, 100) },
        }),
      );
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.links });
      setUrl(link.url);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setCreating(false);
    }
  };

  return (
    <>
      <Button
        size="xs"
        variant="light"
        loading={creating}
        disabled={product.is_archived}
        leftSection={<Icon name="link" size={14} />}
        onClick={create}
      >
        Create checkout link
      </Button>
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <Modal opened={url !== null} onClose={() => setUrl(null)} title="Checkout link created">
        {url && (
          <Stack gap="sm">
            <Text size="sm">Share this link: it opens a checkout for {product.name}.</Text>
            <CopyableSecret value={url} label="Checkout link URL" testId="checkout-link-url" />
            <Group justify="space-between">
              <Anchor href={url} target="_blank" rel="noopener" size="sm">
                Open the checkout
              </Anchor>
              <Anchor component={Link} to="/checkout-links" size="sm">
                All checkout links
              </Anchor>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
