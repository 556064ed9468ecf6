// Component tests: DOM matchers (toBeInTheDocument …), and each test renders into a clean document.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Patient, not flaky: a findBy or waitFor waits up to 5 s (Testing Library's own 1 s is a quiet
// machine's figure; the suite runs its components beside the end-to-end servers).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
