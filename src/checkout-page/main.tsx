// The hosted checkout's own entry (checkout.html): only the Mantine styles its components use.
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Title.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/RadioCard.css";
import "@mantine/core/styles/RadioIndicator.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Code.css";
import "@mantine/core/styles/ThemeIcon.css";
import { createTheme, MantineProvider } from "@mantine/core";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { CheckoutApp } from "./CheckoutApp";
import { parseRoute } from "./route";

const theme = createTheme({ primaryColor: "blue", defaultRadius: "md" });
const scheme = new URLSearchParams(window.location.search).get("theme") === "dark" ? "dark" : "light";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <MantineProvider theme={theme} forceColorScheme={scheme}>
      <CheckoutApp route={parseRoute(window.location.pathname)} />
    </MantineProvider>
  </StrictMode>,
);
