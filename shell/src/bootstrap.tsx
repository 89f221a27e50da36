import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './routes/app';
import { loadRuntimeConfig } from './federation/runtime-config';
import { keyFirstHistoryEntry } from './routes/scroll-on-navigate';
// Gestalt's stylesheet, once for every remote (they do not carry it: host-contract).
import 'gestalt/dist/gestalt.css';
import '@pinboard/web-kit/base.css';
import './ui/shell.css';

// Start reading the runtime config while React renders the frame; remote slots await it.
void loadRuntimeConfig().catch(() => undefined);

keyFirstHistoryEntry();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
