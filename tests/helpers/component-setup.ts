// Component tests: DOM matchers (toBeInTheDocument …), and each test renders into a clean document.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
