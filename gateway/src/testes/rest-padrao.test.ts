import { INTEGRADOR, OPERACOES, Papel, PARCEIRO, PUBLICO } from '@sw/common';
import { z } from '../core/esquema';
import { ROTAS_REGISTRADAS, RotaRegistrada } from '../core/http';
import { r } from '../core/respostas';
import { AmbienteDeTeste } from '../testing/ambiente';
import { LISTAS_COM_REDE } from '../testing/listas-com-rede';

/**
 * The REST standard (docs/api.md, "O padrão REST, rota a rota") checked over every registered route,
 * so a new route cannot miss it: a creation answers 201; every DELETE answers { mensagem }; an id in
 * a path that is not an id is a 400; a body without the `identificador` it needs is a 400; every
 * GET that filters by `rede` is in the list whose id-or-name reading rest-uniforme.test.ts checks.
 */

let amb: AmbienteDeTeste;
const tokens = new Map<string, string>();

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  tokens.set('equipe', await amb.entrarPainel(2));
  tokens.set('parceiro', await amb.entrarLoja());
  const chave = await amb.rest('POST', '/api/integracoes/chaves', { token: tokens.get('equipe'), corpo: { nome: 'Padrão REST', plataforma: 'SW PRO Cursos' } });
  tokens.set('integrador', chave.corpo.segredo);
});
afterAll(() => amb.fechar());

const nome = (rota: RotaRegistrada) => `${rota.metodo.toUpperCase()} ${rota.caminho}`;

/** The object a schema reads, through its transforms (a list's query ends in one). */
function forma(esquema: z.ZodType | undefined): Record<string, z.ZodType> {
  let atual: unknown = esquema;
  for (let i = 0; i < 6 && atual instanceof z.ZodPipe; i++) atual = (atual as z.ZodPipe).in;
  return atual instanceof z.ZodObject ? (atual.shape as Record<string, z.ZodType>) : {};
}

/** The headers of one audience the route serves: staff (Administrador or its first role), the member, an integrator key or anyone. */
async function cabecalhos(rota: RotaRegistrada): Promise<Record<string, string>> {
  const papeis = OPERACOES[rota.operacao] as readonly Papel[];
  const equipe = papeis.filter((p): p is number => typeof p === 'number');
  if (equipe.includes(2)) return { authorization: tokens.get('equipe')! };
  if (equipe.length) return { authorization: await amb.entrarPainel(equipe[0]) };
  if (papeis.includes(PARCEIRO)) return { authorization: tokens.get('parceiro')! };
  if (papeis.includes(INTEGRADOR)) return { 'X-Api-Key': tokens.get('integrador')! };
  expect(papeis).toContain(PUBLICO);
  return {};
}

describe('the REST standard, route by route', () => {
  it('every creation answers 201', () => {
    const criacoes = ROTAS_REGISTRADAS.filter((rota) => rota.metodo === 'post' && /\.(criar|cadastrar)(Publico)?$/.test(rota.operacao));
    expect(criacoes.length).toBeGreaterThan(10);
    expect(criacoes.filter((rota) => rota.definicao.status !== 201).map(nome)).toEqual([]);
  });

  it('every DELETE answers { mensagem }', () => {
    const exclusoes = ROTAS_REGISTRADAS.filter((rota) => rota.metodo === 'delete');
    expect(exclusoes.length).toBeGreaterThan(5);
    expect(exclusoes.filter((rota) => rota.definicao.resposta !== r.mensagem).map(nome)).toEqual([]);
  });

  it('an id in a path that is not an id is a 400 with { erro }', async () => {
    const comId = ROTAS_REGISTRADAS.filter((rota) => /:id(\w*)\b/i.test(rota.caminho));
    expect(comId.length).toBeGreaterThan(30);
    const fora: string[] = [];
    for (const rota of comId) {
      const caminho = `/api${rota.caminho.replace(/:(\w+)/g, (_m, p: string) => (/^id/i.test(p) ? 'abc' : '1'))}`;
      const corpo = rota.metodo === 'get' || rota.metodo === 'delete' ? undefined : '{}';
      const h = { ...(await cabecalhos(rota)), ...(corpo ? { 'content-type': 'application/json' } : {}) };
      const resposta = await fetch(amb.url + caminho, { method: rota.metodo.toUpperCase(), headers: h, body: corpo });
      const json = (await resposta.json().catch(() => null)) as { erro?: unknown } | null;
      if (resposta.status !== 400 || typeof json?.erro !== 'string') fora.push(`${nome(rota)} → ${resposta.status} ${JSON.stringify(json).slice(0, 120)}`);
    }
    expect(fora).toEqual([]);
  });

  it('a body without the identificador it needs is a 400', async () => {
    const comIdentificador = ROTAS_REGISTRADAS.filter((rota) => {
      const campo = forma(rota.definicao.corpo).identificador;
      return campo !== undefined && !campo.safeParse(undefined).success;
    });
    expect(comIdentificador.length).toBeGreaterThan(5);
    const fora: string[] = [];
    for (const rota of comIdentificador) {
      const caminho = `/api${rota.caminho.replace(/:(\w+)/g, '1')}`;
      const h = { ...(await cabecalhos(rota)), 'content-type': 'application/json' };
      const resposta = await fetch(amb.url + caminho, { method: rota.metodo.toUpperCase(), headers: h, body: '{}' });
      if (resposta.status !== 400) fora.push(`${nome(rota)} → ${resposta.status}`);
    }
    expect(fora).toEqual([]);
  });

  it('every GET that filters by rede is among the lists whose id-or-name reading is checked', () => {
    // A filter is optional; a required `rede` names the one network a note belongs to (observações, liberações).
    const comRede = ROTAS_REGISTRADAS.filter((rota) => rota.metodo === 'get' && forma(rota.definicao.consulta).rede?.safeParse(undefined).success).map(
      (rota) => `/api${rota.caminho}?`,
    );
    expect(comRede.length).toBeGreaterThan(10);
    const conferidas = new Set(LISTAS_COM_REDE.map((c) => c.split('?')[0] + '?'));
    expect(comRede.filter((c) => !conferidas.has(c))).toEqual([]);
  });
});
