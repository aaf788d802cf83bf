import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// React's act() warnings are real failures in the hydration tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Components of the employer area read their catalog synchronously, as after the loader ran.
import { loadEmployerMessages } from '../i18n/employer';
await Promise.all([loadEmployerMessages('fr'), loadEmployerMessages('en')]);

// Components the server renders through lazyComponent (declared as their modules load): loaded
// up front, as the server does before it renders.
import '../app/layouts/default-layout';
import { loadLazyComponents } from '../lib/lazy-component';
await loadLazyComponents();
