import { MENSAGEM_LINK_ARQUIVO_NAO_PERMITIDO as NAO_PERMITIDO } from '@sw/common';
import { ErroConfiguracao, lerConfig } from '../config';
import { config, definirConfig } from '../runtime';
import { PARCEIRO_DEMO_1 } from '../seed/demo';
import { AmbienteDeTeste } from '../testing/ambiente';

/**
 * A sale's file link (linkArquivo) is opened by the panel's file viewer, so every write takes only
 * one of our stored files (/api/arquivos/<generated name>) or an address under a prefix of
 * SW_LINKS_ARQUIVO_PERMITIDOS (empty by default): Nova venda and the sale edit, REST and GraphQL,
 * and the member's typed claim. Rows written before the rule are answered without a link a screen
 * must not open.
 */

const HOSTIS = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'https://evil.example/x.jpg',
  '//evil.example',
  '//evil.example/api/arquivos/0123456789abcdef0123456789abcdef.jpg',
  '/api/arquivos/../../etc/passwd',
  '/api/arquivos/..%2F..%2Fetc%2Fpasswd',
  'data:image/png;base64,iVBORw0KGgo=',
  'data:text/html,<script>alert(1)</script>',
  '/api/arquivos/nota.jpg',
  'vbscript:msgbox(1)',
];

let amb: AmbienteDeTeste;
let admin: string;
let membro: string;
let numero = 0;
const novoNumero = () => `L${Date.now() % 100000}${++numero}`;
const hoje = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
const venda = (extra: Record<string, unknown> = {}) => ({
  cpf: PARCEIRO_DEMO_1,
  tipoFiscal: 'N',
  identificador: novoNumero(),
  realizadoEm: hoje(),
  itens: [{ codigo: 'SW-ACRPF-BR-18L', qtde: 1, valorUnitario: 489.9 }],
  ...extra,
});

const pontuarRest = (linkArquivo: unknown) => amb.rest('POST', '/api/pontuacoes/pontuar', { corpo: { venda: venda({ linkArquivo }) }, token: admin });
const pontuarGql = (linkArquivo: string) =>
  amb.gql(
    `mutation($i: PontuarVendaInput!) { pontuarVenda(input: $i) { resultado { id } errosDeUsuario { campo mensagem } } }`,
    { i: { venda: venda({ linkArquivo }) } },
    { token: admin },
  );
const editarRest = (id: string, linkArquivo: unknown) => amb.rest('PUT', `/api/pontuacoes/${id}`, { corpo: { linkArquivo }, token: admin });
const editarGql = (id: string, linkArquivo: string) =>
  amb.gql(
    `mutation($i: EditarVendaPontuadaInput!) { editarVendaPontuada(input: $i) { resultado { mensagem } errosDeUsuario { campo mensagem } } }`,
    { i: { id, linkArquivo } },
    { token: admin },
  );
const linkDaVenda = async (id: string) => (await amb.ds.query(`SELECT link_arquivo FROM vendas WHERE id = $1`, [id]))[0].link_arquivo;
const contarVendas = async () => (await amb.ds.query(`SELECT count(*)::int AS n FROM vendas`))[0].n;

beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
  admin = await amb.entrarPainel(2);
  membro = await amb.entrarLoja(PARCEIRO_DEMO_1);
});
afterAll(() => amb.fechar());

describe('linkArquivo', () => {
  it('script, data, other sites, protocol-relative and climbing paths are refused on every write door; nothing is written', async () => {
    const base = await pontuarRest(null);
    expect(base.status).toBe(201);
    const vendas = await contarVendas();
    for (const link of HOSTIS) {
      expect([link, await pontuarRest(link)]).toEqual([link, { status: 400, corpo: { erro: NAO_PERMITIDO, campo: 'venda.linkArquivo' } }]);
      const g = await pontuarGql(link);
      expect([link, g.data.pontuarVenda.errosDeUsuario]).toEqual([link, [{ campo: 'venda.linkArquivo', mensagem: NAO_PERMITIDO }]]);
      expect([link, await editarRest(base.corpo.id, link)]).toEqual([link, { status: 400, corpo: { erro: NAO_PERMITIDO, campo: 'linkArquivo' } }]);
      const e = await editarGql(base.corpo.id, link);
      expect([link, e.data.editarVendaPontuada.errosDeUsuario]).toEqual([link, [{ campo: 'linkArquivo', mensagem: NAO_PERMITIDO }]]);
      // The member's typed claim keeps no file, and still refuses a link that breaks the rule.
      const m = await amb.rest('POST', '/api/pontuacoes/pontuar', {
        corpo: { venda: { itens: [{ codigo: 'X', valor: 1 }], linkArquivo: link } },
        token: membro,
      });
      expect([link, m]).toEqual([link, { status: 400, corpo: { erro: NAO_PERMITIDO, campo: 'venda.linkArquivo' } }]);
    }
    // Not text at all is refused too (an object, a number).
    expect(await editarRest(base.corpo.id, { href: 'javascript:alert(1)' })).toEqual({ status: 400, corpo: { erro: NAO_PERMITIDO, campo: 'linkArquivo' } });
    expect((await pontuarRest(42)).status).toBe(400);
    expect(await contarVendas()).toBe(vendas);
    expect(await linkDaVenda(base.corpo.id)).toBeNull();
  });

  it('a file the product stored is accepted by every door, and an empty link clears it', async () => {
    const [{ link_arquivo: link }] = await amb.ds.query(`SELECT link_arquivo FROM pontuacoes WHERE link_arquivo LIKE '/api/arquivos/%' LIMIT 1`);
    expect((await fetch(amb.url + link)).status).toBe(200);
    const r = await pontuarRest(link);
    expect(r.status).toBe(201);
    expect(await linkDaVenda(r.corpo.id)).toBe(link);
    const g = await pontuarGql(` ${link} `);
    expect(g.errors).toBeUndefined();
    expect(await linkDaVenda(g.data.pontuarVenda.resultado.id)).toBe(link);
    expect((await editarRest(r.corpo.id, '')).status).toBe(200);
    expect(await linkDaVenda(r.corpo.id)).toBeNull();
    expect((await editarGql(r.corpo.id, link)).data.editarVendaPontuada.errosDeUsuario).toEqual([]);
    expect(await linkDaVenda(r.corpo.id)).toBe(link);
  });

  it('SW_LINKS_ARQUIVO_PERMITIDOS: only addresses under an allowed prefix, and the variable is checked at start', async () => {
    expect(lerConfig({}).linksArquivoPermitidos).toEqual([]);
    expect(lerConfig({ SW_LINKS_ARQUIVO_PERMITIDOS: 'https://cdn.exemplo.com.br/notas, https://outro.exemplo.com/' }).linksArquivoPermitidos).toEqual([
      'https://cdn.exemplo.com.br/notas/',
      'https://outro.exemplo.com/',
    ]);
    for (const ruim of [
      'javascript:alert(1)',
      '//cdn.exemplo.com.br/',
      'https://u:s@cdn.exemplo.com.br/',
      'https://cdn.exemplo.com.br/?x=1',
      'ftp://cdn.exemplo.com.br/',
    ]) {
      expect(() => lerConfig({ SW_LINKS_ARQUIVO_PERMITIDOS: ruim })).toThrow(ErroConfiguracao);
    }
    const original = config();
    definirConfig({
      ...original,
      linksArquivoPermitidos: lerConfig({ SW_LINKS_ARQUIVO_PERMITIDOS: 'https://cdn.exemplo.com.br/notas/' }).linksArquivoPermitidos,
    });
    try {
      const r = await pontuarRest('https://cdn.exemplo.com.br/notas/2026/a.jpg');
      expect(r.status).toBe(201);
      expect(await linkDaVenda(r.corpo.id)).toBe('https://cdn.exemplo.com.br/notas/2026/a.jpg');
      for (const fora of [
        'https://cdn.exemplo.com.br/outra/a.jpg',
        'https://cdn.exemplo.com.br/notas/../outra/a.jpg',
        'https://cdn.exemplo.com.br/notas/%2e%2e/outra/a.jpg',
        'https://cdn.exemplo.com.br.evil.example/notas/a.jpg',
        'https://user@cdn.exemplo.com.br/notas/a.jpg',
        'http://cdn.exemplo.com.br/notas/a.jpg',
        'https://cdn.exemplo.com.br/notasx/a.jpg',
        'javascript:alert(1)//https://cdn.exemplo.com.br/notas/',
      ]) {
        expect([fora, await editarRest(r.corpo.id, fora)]).toEqual([fora, { status: 400, corpo: { erro: NAO_PERMITIDO, campo: 'linkArquivo' } }]);
      }
    } finally {
      definirConfig(original);
    }
  });

  it('rows written before the rule: answers carry no link a screen must not open', async () => {
    const identificador = novoNumero();
    const r = await amb.rest('POST', '/api/pontuacoes/pontuar', { corpo: { venda: venda({ identificador }) }, token: admin });
    const listar = async () => (await amb.rest('GET', `/api/pontuacoes?search=${identificador}`, { token: admin })).corpo.pontuacoes[0];
    for (const [guardado, respondido] of [
      ['javascript:alert(1)', null],
      ['data:text/html,<script>alert(1)</script>', null],
      ['//evil.example/x.jpg', null],
      ['https://evil.example/x.jpg', null],
      ['/api/arquivos/nota-antiga.jpg', '/api/arquivos/nota-antiga.jpg'],
    ] as const) {
      await amb.ds.query(`UPDATE vendas SET link_arquivo = $2 WHERE id = $1`, [r.corpo.id, guardado]);
      expect([guardado, (await listar()).linkArquivo]).toEqual([guardado, respondido]);
    }
    // A pending claim too (panel list), and the claim made again from such a sale carries no link.
    const [m] = await amb.ds.query(`SELECT id, revenda_id FROM parceiros WHERE cpf = $1`, [PARCEIRO_DEMO_1]);
    const [c] = await amb.ds.query(
      `INSERT INTO pontuacoes (parceiro_id, revenda_id, origem, link_arquivo, tipo_arquivo) VALUES ($1, $2, 'foto', 'javascript:alert(1)', 'jpg') RETURNING id`,
      [m.id, m.revenda_id],
    );
    const pendentes = (await amb.rest('GET', '/api/pontuacoes/pendentes?page=1&perPage=100', { token: admin })).corpo.pontuacao;
    expect(pendentes.find((p: { id: string }) => p.id === String(c.id)).linkArquivo).toBeNull();
    await amb.ds.query(`UPDATE vendas SET link_arquivo = 'javascript:alert(1)' WHERE id = $1`, [r.corpo.id]);
    expect((await amb.rest('POST', '/api/pontuacoes/retornar-pontuacao-pendente', { corpo: { identificador: r.corpo.id }, token: admin })).status).toBe(200);
    const [nova] = await amb.ds.query(
      `SELECT c.origem, c.link_arquivo FROM pontuacoes c JOIN pontuacoes_historico h ON h.pontuacao_id = c.id WHERE h.justificativa = $1`,
      [`Criada a partir da venda ${r.corpo.id}`],
    );
    expect(nova).toEqual({ origem: 'digitada', link_arquivo: null });
  });
});
