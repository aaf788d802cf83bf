/**
 * The libraries the app shell builds on, behind one ESM import: the entry imports this after the
 * framework (app/framework.ts) and before the shell, each in a task of its own. What it names
 * does not matter: importing the chunk evaluates all of it. vite/chunking.ts puts this module
 * in the `framework-app` group.
 */
export { createBrowserRouter } from 'react-router-dom';
export { default as styled } from 'styled-components';
export { IntlProvider } from 'react-intl';
