// The studio's page: its editor, in the element the studio's page gives it.

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import "./studio.css";

createRoot(document.getElementById("studio")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
