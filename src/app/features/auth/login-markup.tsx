// The sign-in form as HTML, rendered at build time into /login's document (login-html.ts): the form
// in its first state (empty, nothing disabled, no notice), exactly as the sign-in page renders it.
import { renderToStaticMarkup } from 'react-dom/server';
import { LoginScreen } from './components/login-screen';

export function renderLoginMarkup(): string {
  return renderToStaticMarkup(<LoginScreen email={{ name: 'email' }} password={{ name: 'password' }} />);
}
