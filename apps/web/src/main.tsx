// Entry point: global styles, the palette as CSS variables, then the app.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { cssVariables } from './styles/theme';
import './styles/base.css';
import './styles/ui.css';
import './styles/shell.css';
import './styles/header.css';
import './styles/footer.css';
import './styles/page.css';
import './styles/home.css';
import './styles/plans.css';

for (const [name, value] of Object.entries(cssVariables)) {
  document.documentElement.style.setProperty(name, value);
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (a phone stays responsive while the app starts).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
