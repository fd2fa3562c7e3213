/**
 * A small local GraphQL console for development (GET /graphql in a browser outside production).
 * Everything is inline: it works without internet access.
 */
export const PAGINA_IDE = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Experiências SW — Console GraphQL</title>
<style>
 body{font-family:system-ui,sans-serif;margin:0;display:grid;grid-template-rows:auto 1fr;height:100vh;background:#f6f7fb}
 header{padding:8px 16px;background:#1c2541;color:#fff;display:flex;gap:12px;align-items:center}
 main{display:grid;grid-template-columns:1fr 1fr;gap:8px;padding:8px;min-height:0}
 section{display:grid;grid-template-rows:2fr 1fr 1fr;gap:8px;min-height:0}
 textarea,pre{font:13px/1.4 ui-monospace,monospace;border:1px solid #ccd;border-radius:6px;padding:8px;margin:0;overflow:auto;background:#fff}
 button{background:#3a86ff;color:#fff;border:0;border-radius:6px;padding:6px 16px;cursor:pointer}
</style></head><body>
<header><strong>Console GraphQL</strong><button id="executar">Executar (Ctrl+Enter)</button><span>Cabeçalho Authorization: <code>lojaToken|painelToken</code></span></header>
<main><section>
<textarea id="consulta" spellcheck="false">mutation { entrarUsuario(input: { cpf: "30000000388", senha: "Demo@2026" }) { resultado { token usuario { nome permissao } } errosDeUsuario { campo mensagem } } }</textarea>
<textarea id="variaveis" spellcheck="false" placeholder="Variáveis (JSON)">{}</textarea>
<textarea id="cabecalhos" spellcheck="false" placeholder="Cabeçalhos (JSON)">{"Authorization": ""}</textarea>
</section><pre id="resultado"></pre></main>
<script>
const $ = (id) => document.getElementById(id);
async function executar() {
  let variaveis = {}, cabecalhos = {};
  try { variaveis = JSON.parse($('variaveis').value || '{}'); cabecalhos = JSON.parse($('cabecalhos').value || '{}'); }
  catch (e) { $('resultado').textContent = 'JSON inválido: ' + e.message; return; }
  const r = await fetch(location.pathname, { method: 'POST', headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...cabecalhos },
    body: JSON.stringify({ query: $('consulta').value, variables: variaveis }) });
  $('resultado').textContent = JSON.stringify(await r.json(), null, 2);
}
$('executar').onclick = executar;
document.addEventListener('keydown', (e) => { if (e.ctrlKey && e.key === 'Enter') executar(); });
</script></body></html>`;
