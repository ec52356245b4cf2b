// The hosted checkout's own entry (checkout.html): React and the checkout's own small components
// and styles, no component library (see ui/).
import "./ui/checkout.css";
import "./ui/controls.css";
import "./ui/fields.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { CheckoutApp } from "./CheckoutApp";
import { parseRoute } from "./route";
import { colorSchemeOf } from "./theme";

document.documentElement.dataset.theme = colorSchemeOf(window.location.search);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <CheckoutApp route={parseRoute(window.location.pathname)} />
  </StrictMode>,
);
