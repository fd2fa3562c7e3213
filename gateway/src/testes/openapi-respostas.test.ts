import { writeFileSync } from 'node:fs';
import Ajv2020, { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { INTEGRADOR, OPERACOES, Papel, PARCEIRO, PUBLICO } from '@sw/common';
import { ROTAS_REGISTRADAS, RotaRegistrada } from '../core/http';
import { ehArquivo, respostasPorStatus } from '../core/respostas';
import { AmbienteDeTeste } from '../testing/ambiente';
import { validarOpenApi } from '../testing/validador-openapi';
import { AUDIENCIAS_EXTRAS, chamadasDe, Fixtures, lerFixtures, Quem } from '../testing/chamadas-rotas';
import { iniciarCepFalso } from '../testing/cep-falso';
import { iniciarOfertasFalso } from '../testing/ofertas-falso';
import { SmtpFalso } from '../testing/smtp-falso';
import { iniciarWhatsappFalso } from '../testing/whatsapp-falso';

/**
 * Every documented route is called through the real door, once per audience it serves (staff,
 * member, integrator, anyone), and each answer, status and body, is checked against the route's
 * answer in GET /api/openapi.json with ajv: an undocumented status, a body off its schema or a file
 * of another media type fails with the path and the ajv error. The calls that should succeed get real
 * ids and bodies (testing/chamadas-rotas.ts); the others answer their errors, which must be
 * `{ erro }`. Reads run first, then writes, then deletions, on one database.
 *
 * SW_RESPOSTAS_GRAVAR=<arquivo> writes every answer to that file (how a new route's schema is drafted).
 */

let amb: AmbienteDeTeste;
let doc: any;
let fx: Fixtures;
let cep: Awaited<ReturnType<typeof iniciarCepFalso>>;
let ofertas: Awaited<ReturnType<typeof iniciarOfertasFalso>>;
let smtp: SmtpFalso;
let whatsapp: Awaited<ReturnType<typeof iniciarWhatsappFalso>>;
const TOKEN_WHATSAPP = 'tok-respostas-0123456789-ABCD';

beforeAll(async () => {
  // The postal-code, offer-catalogue, e-mail and WhatsApp services are the local fakes, as in their own suites.
  cep = await iniciarCepFalso();
  ofertas = await iniciarOfertasFalso();
  smtp = await SmtpFalso.iniciar();
  whatsapp = await iniciarWhatsappFalso({ token: TOKEN_WHATSAPP });
  amb = await AmbienteDeTeste.criar({
    CEP_PROVEDOR_URL: cep.url,
    OFERTAS_PROVEDOR_URL: ofertas.url,
    OFERTAS_PROVEDOR_TOKEN: 'chave-do-provedor',
    SMTP_URL: smtp.url,
    SW_EMAIL_SUPORTE: 'suporte@exemplo.com.br',
  });
  const r = await amb.rest('GET', '/api/openapi.json');
  expect(r.status).toBe(200);
  doc = r.corpo;
  fx = await lerFixtures(amb);
  fx.v.whatsappUrl = whatsapp.url;
  fx.v.whatsappToken = TOKEN_WHATSAPP;
});
afterAll(async () => {
  await amb?.fechar();
  await cep?.fechar();
  await ofertas?.fechar();
  await smtp?.fechar();
  await whatsapp?.fechar();
});

const ORDEM_METODO: Record<string, number> = { get: 0, post: 1, put: 1, patch: 1, delete: 2 };

/** Who a route is called as: each audience among its roles (staff as the Administrador, or the first staff role). */
function audiencias(rota: RotaRegistrada): Quem[] {
  const papeis = OPERACOES[rota.operacao] as readonly Papel[];
  const saida: Quem[] = [];
  if (papeis.includes(PUBLICO)) saida.push('publico');
  const equipe = papeis.filter((p): p is number => typeof p === 'number');
  if (equipe.length) saida.push(equipe.includes(2) ? 2 : (equipe[0] as Quem));
  if (papeis.includes(PARCEIRO)) saida.push('parceiro');
  if (papeis.includes(INTEGRADOR)) saida.push('integrador');
  for (const extra of AUDIENCIAS_EXTRAS[`${rota.metodo.toUpperCase()} ${rota.caminho}`] ?? []) if (!saida.includes(extra)) saida.push(extra);
  return saida;
}

const ponteiro = (...partes: string[]) => partes.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

describe('every route answers what GET /api/openapi.json says', () => {
  it('the document is a valid OpenAPI 3.1 document', () => {
    const resultado = validarOpenApi(doc);
    expect(resultado.errors).toEqual([]);
    expect(resultado).toMatchObject({ valid: true, version: '3.1', stderr: '' });
  });

  it('each call’s status and body match the document (ajv)', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats(ajv);
    ajv.addFormat('binary', true);
    ajv.addSchema(doc, 'doc');
    const validadores = new Map<string, ValidateFunction>();
    const validador = (p: string) => {
      let v = validadores.get(p);
      if (!v) validadores.set(p, (v = ajv.compile({ $ref: `doc#${p}` })));
      return v;
    };

    const rotas = [...ROTAS_REGISTRADAS].sort((a, b) => ORDEM_METODO[a.metodo] - ORDEM_METODO[b.metodo]);
    const falhas: string[] = [];
    const gravadas: unknown[] = [];
    const sucessoValidado = new Set<string>();
    for (const rota of rotas) {
      const caminhoDoc = `/api${rota.caminho.replace(/:(\w+)/g, '{$1}')}`;
      const nome = `${rota.metodo.toUpperCase()} ${caminhoDoc}`;
      const operacao = doc.paths[caminhoDoc]?.[rota.metodo];
      if (!operacao) {
        falhas.push(`${nome}: fora do documento`);
        continue;
      }
      for (const quem of audiencias(rota)) {
        for (const chamada of await chamadasDe(rota, quem, fx, amb)) {
          const r = await fetch(amb.url + chamada.caminho, {
            method: rota.metodo.toUpperCase(),
            headers: chamada.cabecalhos,
            body: chamada.corpo,
          });
          const tipo = (r.headers.get('content-type') ?? '').split(';')[0].trim();
          const bruto = Buffer.from(await r.arrayBuffer());
          const json = tipo === 'application/json' ? JSON.parse(bruto.toString('utf8')) : undefined;
          const rotulo = `${nome} como ${quem} (${chamada.caminho}) → ${r.status}`;
          gravadas.push({ rota: nome, quem, caminho: chamada.caminho, status: r.status, tipo, corpo: json ?? `<${bruto.length} bytes>` });
          if (chamada.status !== undefined && r.status !== chamada.status) {
            falhas.push(`${rotulo}: esperado ${chamada.status}; ${JSON.stringify(json ?? tipo).slice(0, 300)}`);
            continue;
          }
          let resposta = operacao.responses[String(r.status)];
          if (!resposta) {
            falhas.push(`${rotulo}: status fora do documento; ${JSON.stringify(json ?? tipo).slice(0, 300)}`);
            continue;
          }
          let base = ponteiro('', 'paths', caminhoDoc, rota.metodo, 'responses', String(r.status));
          if (resposta.$ref) {
            base = String(resposta.$ref).slice(1);
            resposta = base
              .split('/')
              .slice(1)
              .reduce((o: any, k) => o[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
          }
          const conteudo = resposta.content ?? {};
          if (!Object.hasOwn(conteudo, tipo)) {
            falhas.push(`${rotulo}: tipo ${tipo || '(nenhum)'} fora do documento (${Object.keys(conteudo).join(', ')})`);
            continue;
          }
          if (tipo === 'application/json') {
            const valida = validador(`${base}/${ponteiro('content', tipo, 'schema')}`);
            if (!valida(json)) {
              const erro = valida.errors?.[0];
              falhas.push(`${rotulo}: ${erro?.instancePath || '/'} ${erro?.message} ${JSON.stringify(erro?.params)}; ${JSON.stringify(json).slice(0, 300)}`);
              continue;
            }
          }
          if (r.status < 300) sucessoValidado.add(nome);
        }
      }
    }
    if (process.env.SW_RESPOSTAS_GRAVAR) writeFileSync(process.env.SW_RESPOSTAS_GRAVAR, JSON.stringify(gravadas, null, 1));

    // Coverage: routes whose answer is declared, and routes whose success answer was replayed.
    const comJson = ROTAS_REGISTRADAS.filter((rota) => {
      const declaradas = [...respostasPorStatus(rota.definicao.resposta, rota.definicao.status ?? 200).values()];
      return !declaradas.length || declaradas.some((d) => !ehArquivo(d));
    });
    const declaradas = ROTAS_REGISTRADAS.filter((rota) => rota.definicao.resposta);
    const semEsquema = comJson.filter((rota) => !rota.definicao.resposta).map((rota) => `${rota.metodo.toUpperCase()} ${rota.caminho}`);
    const semSucesso = ROTAS_REGISTRADAS.map((rota) => `${rota.metodo.toUpperCase()} /api${rota.caminho.replace(/:(\w+)/g, '{$1}')}`).filter(
      (nome) => !sucessoValidado.has(nome),
    );
    console.log(
      `Respostas: ${declaradas.length}/${ROTAS_REGISTRADAS.length} rotas declaram o que respondem; ` +
        `${sucessoValidado.size}/${ROTAS_REGISTRADAS.length} tiveram uma resposta de sucesso conferida.` +
        (semEsquema.length ? `\nSem esquema de resposta: ${semEsquema.join(', ')}` : '') +
        (semSucesso.length ? `\nSem resposta de sucesso conferida: ${semSucesso.join(', ')}` : ''),
    );
    expect(falhas).toEqual([]);
    expect(declaradas.length).toBeGreaterThanOrEqual(MINIMO_DECLARADAS);
    expect(sucessoValidado.size).toBeGreaterThanOrEqual(MINIMO_SUCESSOS);
    // Some 250 calls in a row, each route once per audience: the bound only ends a replay that hangs.
  }, 360_000);
});

/** What this suite already reaches: coverage may grow, never shrink silently. */
const MINIMO_DECLARADAS = 192;
const MINIMO_SUCESSOS = 192;
