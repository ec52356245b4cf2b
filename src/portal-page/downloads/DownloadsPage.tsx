import { Button, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { calls, keys } from "../calls";
import { ListRow, Pager, RowList } from "../rows";
import { PageTitle, QueryView } from "../ui";

/** `/downloads`: the files the customer's purchases include, each a signed, short-lived link. */
export function DownloadsPage() {
  const [page, setPage] = useState(1);
  const query = { page, limit: 50 };
  const list = useQuery({
    queryKey: [...keys.downloadables, query],
    queryFn: () => calls.downloadables(query),
    placeholderData: keepPreviousData,
    // The links expire: fetch fresh ones when the page is opened again.
    staleTime: 0,
  });
  return (
    <Stack gap="lg">
      <PageTitle title="Downloads" description="Files included with your purchases." />
      <QueryView
        query={list}
        label="downloads"
        isEmpty={(d) => d.items.length === 0}
        empty="You have no downloads."
      >
        {(d) => (
          <Stack gap="sm">
            <RowList label="Downloads">
              {d.items.map((item) => (
                <ListRow
                  key={item.id}
                  title={item.file.name}
                  detail={
                    <Text size="xs" c="dimmed" component="span">
                      {item.file.size_readable}
                      {item.file.version ? ` · version ${item.file.version}` : ""}
                    </Text>
                  }
                  actions={
                    <Button
                      size="xs"
                      component="a"
                      href={item.file.download.url}
                      download={item.file.name}
                      aria-label={`Download ${item.file.name}`}
                    >
                      Download
                    </Button>
                  }
                />
              ))}
            </RowList>
            <Pager
              page={page}
              maxPage={d.pagination.max_page}
              total={d.pagination.total_count}
              onChange={setPage}
            />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
