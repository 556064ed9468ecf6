// The API's readable reference (issue 47 point 1) at /api/docs: one HTML page written on the server
// from /api/openapi.json — the calls grouped by area, each with its path and query parameters, its
// body's fields and, where described, its answer's fields. No script and nothing loaded from
// elsewhere: the page is all there is, and the app's first screen carries none of it.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
};
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
}
interface Operation {
  tags: string[];
  parameters: Parameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> } | { $ref: string }>;
  security?: unknown[];
}
interface Document {
  info: { title: string; description: string };
  paths: Record<string, Record<string, Operation>>;
}

/** A schema's type in a few words: 'string (uuid)', 'dizi: nesne', 'adet | çift'. */
function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'herhangi';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((e) => JSON.stringify(e)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' ya da ');
  if (schema.type === 'array') return `dizi: ${typeOf(schema.items)}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'herhangi');
  return schema.format ? `${type} (${schema.format})` : type;
}

/** The fields of an object schema (or of the objects an array holds), as table rows. */
function fieldRows(schema: JsonSchema | undefined, prefix = ''): string[] {
  const object = schema?.type === 'array' ? schema.items : schema?.anyOf ? schema.anyOf[0] : schema;
  const target = object?.type === 'array' ? object.items : object;
  const required = new Set(target?.required ?? []);
  return Object.entries(target?.properties ?? {}).flatMap(([name, field]) => [
    `<tr><td><code>${escapeHtml(prefix + name)}</code></td><td>${escapeHtml(typeOf(field))}</td><td>${required.has(name) ? 'evet' : ''}</td></tr>`,
    ...(field.type === 'object' && !prefix ? fieldRows(field, `${prefix}${name}.`) : []),
  ]);
}

function table(caption: string, rows: string[]): string {
  if (rows.length === 0) return '';
  return `<table><caption>${caption}</caption><thead><tr><th>Alan</th><th>Tür</th><th>Zorunlu</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function operationHtml(method: string, path: string, op: Operation): string {
  const parameters = op.parameters.map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.name)}</code> <small>${p.in === 'path' ? 'yol' : 'sorgu'}</small></td><td>${escapeHtml(typeOf(p.schema))}</td><td>${p.required ? 'evet' : ''}</td></tr>`,
  );
  const answered = Object.entries(op.responses).find(([status, r]) => /^[23]/.test(status) && !('$ref' in r));
  const content = answered && 'content' in answered[1] ? answered[1].content : undefined;
  const answerSchema = content?.['application/json']?.schema;
  const answerRows = fieldRows(answerSchema);
  // A file or stream says its media type; a redirect, that it is one.
  const answerKind = content
    ? (Object.keys(content).find((type) => type !== 'application/json') ?? typeOf(answerSchema))
    : 'yönlendirme (Location)';
  return `<section class="op" id="${escapeHtml(`${method}-${path}`)}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${op.security?.length === 0 ? ' <small>oturum gerekmez</small>' : ''}</h3>
${table('Parametreler', parameters)}
${table('İstek gövdesi (JSON)', fieldRows(op.requestBody?.content['application/json'].schema))}
${answered ? table(`Yanıt ${answered[0]}${answerSchema?.type === 'array' ? ' (dizi)' : ''}`, answerRows) : ''}
${answered && answerRows.length === 0 ? `<p class="muted">Yanıt ${escapeHtml(answered[0])}: ${escapeHtml(answerKind)}</p>` : ''}
</section>`;
}

/** The reference page of `document` (an OpenAPI 3.1 document made by openapi.ts). */
export function apiReferenceHtml(document: object): string {
  const doc = document as Document;
  const byTag = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = op.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} — Başvuru</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;color:#0f172a;margin:0 auto;max-width:60rem;padding:1rem}
nav{display:flex;flex-wrap:wrap;gap:.25rem .75rem;margin:1rem 0}
h2{border-bottom:1px solid #cbd5e1;margin-top:2rem}
h3{font-size:1rem;margin:1.25rem 0 .5rem;overflow-wrap:anywhere}
.m{display:inline-block;min-width:4.2rem;border-radius:.25rem;padding:0 .35rem;color:#fff;font-size:.8rem;text-align:center}
.get{background:#1d4ed8}.post{background:#15803d}.put{background:#b45309}.delete{background:#b91c1c}.patch{background:#7c3aed}
table{border-collapse:collapse;width:100%;margin:.25rem 0 .75rem;font-size:.9rem}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid #e2e8f0;padding:.2rem .4rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
small,.muted{color:#64748b}
</style></head><body>
<h1>${escapeHtml(doc.info.title)}</h1>
<p>${escapeHtml(doc.info.description)}</p>
<p>Makinenin okuyacağı tanım: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav aria-label="Bölümler">${tags.map((t) => `<a href="#${escapeHtml(t)}">${escapeHtml(t)}</a>`).join('')}</nav>
${tags.map((t) => `<h2 id="${escapeHtml(t)}">${escapeHtml(t)}</h2>${byTag.get(t)!.join('\n')}`).join('\n')}
</body></html>`;
}
