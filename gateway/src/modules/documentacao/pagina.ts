/**
 * /api/docs: the OpenAPI document rendered on the server as one plain page (no script, no CDN),
 * grouped by domain, each operation with who may call it, its parameters and its body.
 */

type Esquema = Record<string, unknown>;

const escapar = (t: unknown) => String(t ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function tipoDe(s: Esquema | undefined): string {
  if (!s) return '';
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (Array.isArray(s.anyOf)) return (s.anyOf as Esquema[]).map(tipoDe).join(' ou ');
  if (s.type === 'array') return `lista de ${tipoDe(s.items as Esquema)}`;
  return String(s.type ?? 'valor');
}

function tabelaDeCampos(linhas: { nome: string; onde?: string; obrigatorio: boolean; schema?: Esquema; descricao?: unknown }[]): string {
  if (!linhas.length) return '';
  return `<table><thead><tr><th>Campo</th>${linhas.some((l) => l.onde) ? '<th>Onde</th>' : ''}<th>Tipo</th><th>Obrigatório</th><th>Descrição</th></tr></thead><tbody>${linhas
    .map(
      (l) =>
        `<tr><td><code>${escapar(l.nome)}</code></td>${l.onde ? `<td>${escapar(l.onde)}</td>` : ''}<td>${escapar(tipoDe(l.schema))}</td><td>${l.obrigatorio ? 'sim' : 'não'}</td><td>${escapar(l.descricao ?? (l.schema?.title as string) ?? '')}</td></tr>`,
    )
    .join('')}</tbody></table>`;
}

function corpo(op: Esquema): string {
  const conteudo = (op.requestBody as Esquema | undefined)?.content as Record<string, { schema: Esquema }> | undefined;
  if (!conteudo) return '';
  const [tipo, { schema }] = Object.entries(conteudo)[0];
  const obrigatorios = new Set((schema.required as string[]) ?? []);
  const campos = Object.entries((schema.properties as Record<string, Esquema>) ?? {}).map(([nome, s]) => ({
    nome,
    obrigatorio: obrigatorios.has(nome),
    schema: s,
    descricao: s.description ?? s.title,
  }));
  return `<h4>Corpo (${escapar(tipo)})</h4>${campos.length ? tabelaDeCampos(campos) : '<p>Objeto JSON.</p>'}`;
}

export function paginaDaDocumentacao(doc: Esquema): string {
  const grupos = new Map<string, string[]>();
  for (const [caminho, metodos] of Object.entries(doc.paths as Record<string, Record<string, Esquema>>)) {
    for (const [metodo, op] of Object.entries(metodos)) {
      const parametros = ((op.parameters as Esquema[]) ?? []).map((p) => ({
        nome: String(p.name),
        onde: p.in === 'path' ? 'caminho' : 'consulta',
        obrigatorio: !!p.required,
        schema: p.schema as Esquema,
        descricao: p.description,
      }));
      const id = escapar(op.operationId);
      const html = `<section id="${id}"><h3><span class="metodo ${escapar(metodo)}">${escapar(metodo.toUpperCase())}</span> <code>${escapar(caminho)}</code></h3>
<p>${escapar(op.summary)}</p><p class="quem">${escapar(op.description)}</p>${parametros.length ? `<h4>Parâmetros</h4>${tabelaDeCampos(parametros)}` : ''}${corpo(op)}
<p class="respostas">Respostas: ${Object.keys(op.responses as Esquema)
        .map(escapar)
        .join(', ')}</p></section>`;
      const tag = String((op.tags as string[])?.[0] ?? 'outros');
      grupos.set(tag, [...(grupos.get(tag) ?? []), html]);
    }
  }
  const ordenados = [...grupos.entries()].sort(([a], [b]) => a.localeCompare(b));
  const info = doc.info as Esquema;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapar(info.title)}</title><style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1rem;color:#1a1b1e}
nav{columns:3 12rem;margin-bottom:2rem}section{border-top:1px solid #ccc;padding:.5rem 0}h3{font-size:1.05rem;margin:.5rem 0}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}
.metodo{display:inline-block;min-width:4.5rem;font-weight:700;color:#fff;background:#1c4f8c;border-radius:4px;text-align:center}
.post{background:#1f6e3a}.put,.patch{background:#7a5200}.delete{background:#9c1c1c}.quem,.respostas{color:#444;font-size:.9rem}
</style></head><body><main><h1>${escapar(info.title)}</h1><p>${escapar(info.description)}</p>
<p>Documento OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a>. Autenticação: <code>Authorization: Bearer &lt;token&gt;</code> do login, ou <code>X-Api-Key</code> para integradores.</p>
<nav aria-label="Domínios"><ul>${ordenados.map(([tag, ops]) => `<li><a href="#grupo-${escapar(tag)}">${escapar(tag)}</a> (${ops.length})</li>`).join('')}</ul></nav>
${ordenados.map(([tag, ops]) => `<h2 id="grupo-${escapar(tag)}">${escapar(tag)}</h2>${ops.join('\n')}`).join('\n')}
</main></body></html>`;
}
