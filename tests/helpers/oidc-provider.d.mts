export interface OidcTestProvider {
  issuer: string;
  configure(client: { clientId: string; clientSecret: string; redirectUri: string }): void;
  addAccount(sub: string, claims: Record<string, unknown>): void;
  close(): Promise<void>;
}
export function startOidcProvider(port?: number): Promise<OidcTestProvider>;
