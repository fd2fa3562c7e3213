import type { RotaRegistrada } from '../core/http';
import { pngDemo } from '../modules/pontuacoes/pontuacoes.seed';
import { LOJA_DEMO_1, PARCEIRO_DEMO_1, PARCEIRO_DEMO_2, SENHA_DEMO, USUARIOS_DEMO } from '../seed/demo';
import type { AmbienteDeTeste } from './ambiente';
import { numeroCartao } from './cartoes';
import { CHAMADAS_CADASTROS } from './chamadas-cadastros';
import { CHAMADAS_CONTAS } from './chamadas-contas';
import { CHAMADAS_MOVIMENTOS } from './chamadas-movimentos';
import { Fixtures, MES_RELATORIO, primeiro, PRODUTO_DA_LOJA, Quem } from './fixtures-rotas';

export type { Fixtures, Quem } from './fixtures-rotas';
export { lerFixtures } from './fixtures-rotas';
/**
 * How the replay test (testes/openapi-respostas.test.ts) calls each route: real ids of the seeded
 * database and bodies that succeed, for the routes listed in CHAMADAS; any other route is called with
 * ids that do not exist and an empty body, and answers its error. Each entry may return several calls.
 */

export interface Chamada {
  caminho: string;
  cabecalhos: Record<string, string>;
  corpo?: string | FormData;
  /** The status this call must answer (a call meant to succeed). */
  status?: number;
}

/** A call as an entry writes it: the path (with its query) and a JSON or multipart body. */
interface Pedido {
  caminho?: string;
  corpo?: unknown;
  multipart?: FormData;
  status?: number;
  /** A fresh session of this audience instead of the shared one (a call that ends it). */
  sessaoPropria?: boolean;
  /** The member of this CPF instead of the shared member (a store of another kind). */
  membro?: string;
}

/** An entry may read the database at call time (a deletion finds what a write of this run created). */
export type Entrada = (f: Fixtures['v'], quem: Quem, amb: AmbienteDeTeste) => Pedido | Pedido[] | null | Promise<Pedido | Pedido[] | null>;

const PERIODO = 'dataInicial=2020-01-01&dataFinal=2030-12-31';
const PAGINA = 'page=1&perPage=5';
const GENERICO = 'pagina=1&limite=5';

/** Several calls of a GET list: unpaged, and each paging dialect. */
const dialetos = (caminho: string, extra = ''): Pedido[] => [
  { caminho: `${caminho}?${extra}`, status: 200 },
  { caminho: `${caminho}?${PAGINA}&${extra}`, status: 200 },
  { caminho: `${caminho}?${GENERICO}&${extra}`, status: 200 },
];

/** The member form, with a CPF no one has (the public sign-up and the panel's create). */
const formularioMembro = (cpf: string) => ({
  cnpjRevenda: LOJA_DEMO_1,
  nome: 'Maria Respostas',
  cpf,
  email: 'maria.respostas@exemplo.com.br',
  celular: '(11) 98765-4321',
  dataNascimento: '1990-05-20',
  sexo: 'F',
  endCep: '01310-100',
  endRua: 'Avenida Paulista',
  endNumero: '1000',
  endBairro: 'Bela Vista',
  endCidade: 'São Paulo',
  endEstado: 'SP',
  senha: 'frase secreta boa',
  confirmarSenha: 'frase secreta boa',
  aceitouPoliticaPrivacidade: true,
});

/** A multipart body with these files in one field. */
function multipart(campo: string, ...arquivos: { nome: string; conteudo: Buffer }[]): FormData {
  const form = new FormData();
  for (const a of arquivos) form.append(campo, new Blob([a.conteudo]), a.nome);
  return form;
}

/** The calls meant to succeed, by "METHOD /path" as registered. */
const CHAMADAS: Record<string, Entrada> = {
  'GET /openapi.json': () => ({ status: 200 }),
  'GET /docs': () => ({ status: 200 }),
  'POST /sessoes/usuario': () => ({ corpo: { cpf: USUARIOS_DEMO[2].cpf, senha: SENHA_DEMO }, status: 200 }),
  'POST /sessoes/parceiro': () => ({ corpo: { cpf: PARCEIRO_DEMO_1, senha: SENHA_DEMO }, status: 200 }),
  'DELETE /sessoes': () => ({ sessaoPropria: true, status: 200 }),
  'GET /usuarios/eu': () => ({ status: 200 }),
  'GET /usuarios': () => dialetos('/api/usuarios'),
  'GET /parceiros/eu': () => ({ status: 200 }),
  'GET /parceiros': (_v, quem) => (quem === 'publico' ? { caminho: `/api/parceiros?cpf=${PARCEIRO_DEMO_1}`, status: 200 } : dialetos('/api/parceiros')),
  'GET /parceiros/:id/justificativas': (v) => ({ caminho: `/api/parceiros/${v.membro}/justificativas`, status: 200 }),
  'GET /redes': () => dialetos('/api/redes'),
  'GET /redes/:id': (v) => ({ caminho: `/api/redes/${v.rede}`, status: 200 }),
  'GET /revendas': (_v, quem) => (quem === 'publico' ? { caminho: '/api/revendas', status: 200 } : dialetos('/api/revendas')),
  'GET /revendas/cnpj/:cnpj': () => ({ caminho: `/api/revendas/cnpj/${LOJA_DEMO_1}`, status: 200 }),
  'GET /revendas/:id': (v) => ({ caminho: `/api/revendas/${v.revenda}`, status: 200 }),
  'GET /dashboard': () => ({ status: 200 }),
  'GET /cep/:cep': () => ({ caminho: '/api/cep/01310100', status: 200 }),
  'GET /produtos': () => dialetos('/api/produtos'),
  'GET /produtos/barcode/:code': (v) => ({ caminho: `/api/produtos/barcode/${v.produtoBarras}`, status: 200 }),
  'GET /produtos/:code/codigo': (v) => ({ caminho: `/api/produtos/${v.produtoCodigo}/codigo`, status: 200 }),
  'GET /produtos/:id': (v) => ({ caminho: `/api/produtos/${v.produto}`, status: 200 }),
  'GET /upload/produtos/modelo': () => ({ status: 200 }),
  'GET /produtos_revenda': (_v, quem) => (quem === 'parceiro' ? { caminho: '/api/produtos_revenda', status: 200 } : dialetos('/api/produtos_revenda')),
  'GET /produtos_revenda/:id': (v) => ({ caminho: `/api/produtos_revenda/${v.produtoRevenda}`, status: 200 }),
  'GET /upload/produtos_revenda/modelo': () => ({ status: 200 }),
  'GET /pesquisa_mercado': () => dialetos('/api/pesquisa_mercado'),
  'GET /pesquisa_mercado/:id': (v) => ({ caminho: `/api/pesquisa_mercado/${v.pesquisa}`, status: 200 }),
  'GET /configuracoes-sistema': () => ({ status: 200 }),
  'GET /configuracoes': () => ({ status: 200 }),
  'GET /integracoes/chaves': () => ({ status: 200 }),
  'GET /pontuacoes/swpro': () => ({ status: 200 }),
  'GET /pontuacoes/aprovadas': () => ({ status: 200 }),
  'GET /pontuacoes/nao-processadas': () => ({ status: 200 }),
  'GET /pontuacoes/codigo/usuario': () => ({ status: 200 }),
  'GET /pontuacoes/meus-vencimentos': () => ({ status: 200 }),
  'GET /pontuacoes/pendentes': () => dialetos('/api/pontuacoes/pendentes'),
  'GET /pontuacoes/encerradas': () => dialetos('/api/pontuacoes/encerradas'),
  'GET /pontuacoes/encerradas/export': () => ({ status: 200 }),
  'GET /pontuacoes/expirar/relatorio': () => ({ status: 200 }),
  'GET /pontuacoes/vencimentos': () => ({ status: 200 }),
  'GET /pontuacoes/saldo/:id': (v, quem) => ({ caminho: `/api/pontuacoes/saldo/${quem === 'parceiro' ? v.membro : v.membro}`, status: 200 }),
  'GET /pontos/extrato': (v, quem) => ({ caminho: quem === 'parceiro' ? '/api/pontos/extrato' : `/api/pontos/extrato?parceiro=${v.membro}`, status: 200 }),
  'GET /pontos/extrato/exportar': (v, quem) => ({
    caminho: quem === 'parceiro' ? '/api/pontos/extrato/exportar' : `/api/pontos/extrato/exportar?parceiro=${v.membro}`,
    status: 200,
  }),
  'GET /pontuacoes/correcoes': () => ({ status: 200 }),
  'GET /vendas': () => ({ caminho: '/api/vendas?identificador=NAO-EXISTE&tipoFiscal=N', status: 200 }),
  'GET /upload/vendas/modelo': () => ({ status: 200 }),
  'GET /premios': (_v, quem) => (quem === 'parceiro' ? { caminho: '/api/premios', status: 200 } : dialetos('/api/premios')),
  'GET /premios/:id': (v) => ({ caminho: `/api/premios/${v.premio}`, status: 200 }),
  'GET /arquivos/:nome': (v) => ({ caminho: `/api/arquivos/${v.fotoPremio}` }),
  'GET /resgates/fotos_videos': () => ({ caminho: `/api/resgates/fotos_videos?${PERIODO}`, status: 200 }),
  'GET /regras-resgate': () => ({ status: 200 }),
  'GET /resgates': (_v, quem) => (quem === 'parceiro' ? { caminho: '/api/resgates', status: 200 } : dialetos('/api/resgates')),
  'GET /resgates/:id': (v, quem) => ({ caminho: `/api/resgates/${quem === 'parceiro' ? v.resgateMembro : v.resgate}`, status: 200 }),
  'GET /ofertas': () => dialetos('/api/ofertas'),
  'GET /tlc-categories': () => ({ status: 200 }),
  'GET /tlc-experiences': () => ({ status: 200 }),
  'GET /tlc-cities': () => ({ status: 200 }),
  'GET /tlc-offers': () => ({ status: 200 }),
  'GET /tlc-offers/:codigo': (v) => ({ caminho: `/api/tlc-offers/${v.ofertaCodigo}`, status: 200 }),
  'GET /cartoes': () => dialetos('/api/cartoes'),
  'GET /cartoes/meu': () => ({ status: 200 }),
  'GET /upload/saldo_cartao/modelo': () => ({ status: 200 }),
  'GET /banners': () => dialetos('/api/banners'),
  'GET /banners/intervalo': () => ({ status: 200 }),
  'GET /logs/tipos': () => ({ status: 200 }),
  'GET /logs': () => dialetos('/api/logs'),
  'GET /codigos-cadastro': () => dialetos('/api/codigos-cadastro'),
  'GET /pontuacoes-codigo': () => ({ status: 200 }),
  'GET /indicacoes/meu-codigo': () => ({ status: 200 }),
  'GET /indicacoes/:referralCode': (v) => ({ caminho: `/api/indicacoes/${v.indicacao}`, status: 200 }),
  'GET /upload/historico/modelo': () => ({ status: 200 }),
  'GET /relatorio/gerado-em': () => ({ status: 200 }),
  'GET /compras-pontuacao/gerado-em': () => ({ status: 200 }),
  'GET /taxa-sucesso/gerado-em': () => ({ status: 200 }),
  'GET /antifraude/gerado-em': () => ({ status: 200 }),
  'GET /mensuracao/gerado-em': () => ({ status: 200 }),
  'GET /relatorios/tarefas': () => ({ status: 200 }),
  'GET /relatorios/tarefas/:id': (v) => ({ caminho: `/api/relatorios/tarefas/${v.tarefa}`, status: 200 }),
  'GET /historico/codigoUsado/:code/:cpf': (v) => ({ caminho: `/api/historico/codigoUsado/${v.produtoCodigo}/${PARCEIRO_DEMO_1}`, status: 200 }),
  'GET /vendas_itens/:code/:idRevenda': (v) => ({ caminho: `/api/vendas_itens/${v.produtoCodigo}/${v.revenda}`, status: 200 }),
  'GET /relatorio': () => ({ caminho: '/api/relatorio?ano=2025', status: 200 }),
  'GET /mensuracao': () => ({ caminho: '/api/mensuracao?ano=2025', status: 200 }),
  'GET /mensuracao/observacoes': (v) => ({ caminho: `/api/mensuracao/observacoes?ano=2025&rede=${v.rede}`, status: 200 }),
  'GET /taxa-sucesso': () => ({ caminho: '/api/taxa-sucesso?ano=2025&mes=05', status: 200 }),
  'GET /antifraude': () => ({ caminho: '/api/antifraude?ano=2025&mes=05', status: 200 }),
  'GET /antifraude/redes': () => ({ status: 200 }),
  'GET /antifraude/observacoes': (v) => ({ caminho: `/api/antifraude/observacoes?ano=2025&mes=05&rede=${v.rede}&codProduto=${v.produtoCodigo}`, status: 200 }),
  'GET /antifraude/liberacoes': (v) => ({ caminho: `/api/antifraude/liberacoes?ano=2025&mes=05&rede=${v.rede}&codProduto=${v.produtoCodigo}`, status: 200 }),
  'GET /historico': () => ({ caminho: '/api/historico?ano=2025', status: 200 }),
  'GET /historico/primeiraData': () => ({ status: 200 }),
  'GET /historico/serie': () => ({ caminho: '/api/historico/serie?ano=2025', status: 200 }),
  'GET /produtos_vendidos': () => ({ caminho: '/api/produtos_vendidos?ano=2025', status: 200 }),
  'GET /compras-pontuacao': () => ({ caminho: '/api/compras-pontuacao?ano=2025&mes=05', status: 200 }),
  'GET /estoque/liberacoes': (v) => ({ caminho: `/api/estoque/liberacoes?ano=2025&mes=05&rede=${v.rede}&codProduto=${v.produtoCodigo}`, status: 200 }),
  'GET /historico/csv': () => ({ caminho: '/api/historico/csv?ano=2025', status: 200 }),
  'GET /produtos_vendidos/csv': () => ({ caminho: '/api/produtos_vendidos/csv?ano=2025', status: 200 }),
  'GET /compras-pontuacao/csv': () => ({ caminho: '/api/compras-pontuacao/csv?ano=2025&mes=05', status: 200 }),
  'GET /pontuacoes': (_v, quem) =>
    quem === 'parceiro' ? { caminho: '/api/pontuacoes?analise=true', status: 200 } : { caminho: `/api/pontuacoes?${PAGINA}&${PERIODO}`, status: 200 },
  'GET /pontuacoes/export': () => ({ caminho: `/api/pontuacoes/export?${PERIODO}`, status: 200 }),
  'GET /pontuacoes/produtos-mais-vendidos': () => ({ caminho: `/api/pontuacoes/produtos-mais-vendidos?${PERIODO}`, status: 200 }),
  'GET /pontuacoes/:id/itens': (v) => ({ caminho: `/api/pontuacoes/${v.venda}/itens`, status: 200 }),
  'GET /pontuacoes/:id/historico': (v) => ({ caminho: `/api/pontuacoes/${v.venda}/historico`, status: 200 }),
  'GET /pontuacoes/:id/motivo-reprovacao': (v) => ({ caminho: `/api/pontuacoes/${v.venda}/motivo-reprovacao` }),
  'GET /pontuacoes/:cpf': () => ({ caminho: `/api/pontuacoes/${PARCEIRO_DEMO_1}`, status: 200 }),
  'GET /parceiros/export': () => ({ status: 200 }),

  // Writes that succeed, on data of their own or with a change that leaves the reads above true.
  'PUT /usuarios': () => ({ corpo: { nome: USUARIOS_DEMO[2].nome }, status: 200 }),
  'POST /redes': () => ({ corpo: { nome: 'Rede das Respostas', regiao: 'Sul', valorPonto: 0.05 }, status: 201 }),
  'PUT /redes/:id': (v) => ({ caminho: `/api/redes/${v.rede}`, corpo: { ativo: 1 }, status: 200 }),
  'POST /integracoes/chaves': () => ({ corpo: { nome: 'Respostas 2', plataforma: 'SW PRO Cursos' }, status: 201 }),
  'POST /integracoes/chaves/:id/revogar': (v) => ({ caminho: `/api/integracoes/chaves/${v.chaveRevogar}/revogar`, status: 200 }),
  'POST /integracoes/pontuacoes': () => [
    { corpo: { cpf: PARCEIRO_DEMO_1, pontos: 10, referencia: 'respostas-1' }, status: 201 },
    { corpo: { cpf: PARCEIRO_DEMO_1, pontos: 10, referencia: 'respostas-1' }, status: 200 },
  ],
  'PUT /resgates/:id/alterar-observacao': (v) => ({
    caminho: `/api/resgates/${v.resgate}/alterar-observacao`,
    corpo: { descricao: 'Conferido.' },
    status: 200,
  }),
  'PUT /resgates/:id/data-entrega': (v) => ({ caminho: `/api/resgates/${v.resgate}/data-entrega`, corpo: { dataEntrega: '2026-12-01' }, status: 200 }),
  'PUT /cartoes/:id': (v) => ({ caminho: `/api/cartoes/${v.cartao}`, corpo: { entregue: 1 }, status: 200 }),
  'PUT /ofertas/:id': (v) => ({ caminho: `/api/ofertas/${v.oferta}`, corpo: { pontos: 150 }, status: 200 }),
  'POST /ofertas-tlc/sync': () => ({ status: 200 }),
  'POST /pontuacoes/expirar': () => ({ status: 200 }),
  'POST /mensuracao/observacao': (v) => ({ corpo: { rede: v.rede, obs: 'Rede estável no mês.' }, status: 201 }),
  'POST /antifraude/observacao': (v) => ({ corpo: { rede: v.rede, codProduto: v.produtoCodigo, observacao: 'Conferido com a loja.' }, status: 201 }),
  'POST /antifraude/liberacao': (v) => ({ corpo: { rede: v.rede, codProduto: v.produtoCodigo, quantidade: 10 }, status: 201 }),
  'POST /estoque/saldo': (v) => ({ corpo: { rede: v.rede, codProduto: v.produtoCodigo, saldo: 100, data: '2025-05-31' }, status: 201 }),
  'PUT /parceiros': () => ({ corpo: { aceitouRegulamento: 1 }, status: 200 }),
  'PUT /parceiros/:id': (v) => ({ caminho: `/api/parceiros/${v.membro}`, corpo: { hobby: 'Pintura' }, status: 200 }),
  'PUT /revendas/:id': (v) => ({ caminho: `/api/revendas/${v.revenda}`, corpo: { resgateLiberado: 1 }, status: 200 }),
  'PUT /configuracoes-sistema': () => ({ corpo: { limitePontuacao: 10000, usosSemanaisVoucher: 3, voucherAtivo: 1 } }),
  'POST /codigos-cadastro': () => ({ corpo: { codigo: 'RESPOSTAS10', pontos: 10, usos: 5, expiraEm: '2030-12-31' }, status: 201 }),
  'POST /sessoes/parceiro/validar-recuperacao': () => ({ corpo: { uuid: '00000000-0000-4000-8000-000000000000' } }),
  'POST /usuarios/:id/desativar': (v) => ({ caminho: `/api/usuarios/${v.usuarioRevogar}/desativar`, status: 200 }),
  'POST /usuarios/:id/ativar': (v) => ({ caminho: `/api/usuarios/${v.usuarioRevogar}/ativar`, status: 200 }),
  // The two audiences of POST /parceiros: the member's own sign-up (a session) and the panel's create.
  'POST /parceiros': (_v, quem) => ({ corpo: formularioMembro(quem === 'publico' ? '52998224725' : '11144477735'), status: 201 }),
  // Edit and status change of the product and store product answer their own shapes (the status kept active).
  'PUT /produtos/:id': (v) => [
    { caminho: `/api/produtos/${v.produto}`, corpo: { ativo: 1, atualizarRevenda: 0 }, status: 200 },
    { caminho: `/api/produtos/${v.produto}`, corpo: { codigo: v.produtoCodigo, nome: v.produtoNome, valorPontos: v.produtoPontos }, status: 200 },
  ],
  'PUT /produtos_revenda/:id': (v) => ({ caminho: `/api/produtos_revenda/${v.produtoRevenda}`, corpo: { ativo: 1 }, status: 200 }),
  // Nova venda as staff; as the member, the typed claim (refused unless the member's store types its claims).
  'POST /pontuacoes/pontuar': (_v, quem) =>
    quem === 'parceiro'
      ? { corpo: { venda: { itens: [{ codigo: PRODUTO_DA_LOJA, valor: 10 }] } } }
      : {
          corpo: {
            venda: {
              cpf: PARCEIRO_DEMO_1,
              tipoFiscal: 'N',
              identificador: 'RESPOSTAS-NV-1',
              realizadoEm: '2026-01-15',
              itens: [{ codigo: PRODUTO_DA_LOJA, qtde: 1, valorUnitario: 10 }],
            },
            enviarMensagem: false,
          },
          status: 201,
        },
  // The second demo member's store sends receipts as photos.
  'POST /upload/venda_foto': () => ({ membro: PARCEIRO_DEMO_2, multipart: multipart('arquivos', { nome: 'nota.png', conteudo: pngDemo() }), status: 201 }),
  'GET /compras-pontuacao/gerar': () => ({ caminho: `/api/compras-pontuacao/gerar?ano=${MES_RELATORIO.ano}&mes=${MES_RELATORIO.mes}`, status: 200 }),
  'GET /taxa-sucesso/gerar': () => ({ caminho: `/api/taxa-sucesso/gerar?ano=${MES_RELATORIO.ano}&mes=${MES_RELATORIO.mes}`, status: 200 }),
  'POST /sessoes/parceiro/esqueceu-senha': () => ({ corpo: { informacao: PARCEIRO_DEMO_1 }, status: 200 }),
  'POST /usuarios': () => ({
    corpo: { nome: 'Auditor Respostas', cpf: '39053344705', email: 'auditor.respostas@exemplo.com.br', senha: 'Senha@Respostas1', permissao: 4 },
    status: 201,
  }),
  'PUT /usuarios/:id': (v) => ({ caminho: `/api/usuarios/${v.usuarioRevogar}`, corpo: { nome: 'Auditor Revogado' }, status: 200 }),
  'PUT /pesquisa_mercado/:id': (v) => ({ caminho: `/api/pesquisa_mercado/${v.pesquisa}`, corpo: { comunicacao: 'Folhetos e redes sociais' }, status: 200 }),
  'POST /cartoes': () => ({ corpo: { codigoBarras: 'RESPOSTAS-CARTAO-1', numero: numeroCartao(4242) }, status: 201 }),
  'PUT /codigos-cadastro/:id': async (_v, _q, amb) => ({
    caminho: `/api/codigos-cadastro/${await primeiro(amb, `SELECT id FROM codigos_cadastro WHERE codigo = 'RESPOSTAS10'`)}`,
    corpo: { codigo: 'RESPOSTAS10', pontos: 20, usos: 5, expiraEm: '2030-12-31' },
    status: 200,
  }),
  // Deletions run last: each removes what a write of this run created, or a row the reads are done with.
  'DELETE /redes/:id': async (_v, _q, amb) => ({
    caminho: `/api/redes/${await primeiro(amb, `SELECT id FROM redes WHERE nome = 'Rede das Respostas'`)}`,
    status: 200,
  }),
  'DELETE /codigos-cadastro/:id': async (_v, _q, amb) => ({
    caminho: `/api/codigos-cadastro/${await primeiro(amb, `SELECT id FROM codigos_cadastro WHERE codigo = 'RESPOSTAS10'`)}`,
    status: 200,
  }),
  'DELETE /parceiros/:id': async (_v, _q, amb) => ({
    caminho: `/api/parceiros/${await primeiro(amb, `SELECT id FROM parceiros WHERE cpf = '11144477735'`)}`,
    status: 200,
  }),
  'DELETE /pesquisa_mercado/:id': (v) => ({ caminho: `/api/pesquisa_mercado/${v.pesquisa}`, status: 200 }),
  // The same purchases the fixtures sent: nothing new (each line unchanged), the import's answer all the same.
  'POST /upload/historico': (v) => ({ multipart: multipart('arquivo', { nome: 'historico.csv', conteudo: Buffer.from(v.historicoCsv) }), status: 200 }),
  'POST /upload/vendas': (v) => ({ multipart: multipart('arquivo', { nome: 'vendas.xlsx', conteudo: Buffer.from(v.modeloVendas, 'base64') }), status: 200 }),
  ...CHAMADAS_CADASTROS,
  ...CHAMADAS_MOVIMENTOS,
  ...CHAMADAS_CONTAS,
};

/**
 * Paths two audiences share whose operation names only one (docs: DESIGN, "paths that two audiences
 * share"): the other audience is called too.
 */
export const AUDIENCIAS_EXTRAS: Record<string, Quem[]> = {
  'POST /parceiros': [2],
  'GET /parceiros': [2],
  'GET /revendas': [2, 'parceiro'],
  'GET /revendas/:id': [2],
};

/** A path whose parameters name nothing that exists: the route answers its 404 or 400. */
const inexistente = (caminho: string) => `/api${caminho.replace(/:(\w+)/g, (_m, nome: string) => (/^id/i.test(nome) ? '999999999' : 'inexistente'))}`;

function cabecalhosDe(quem: Quem, token: string | undefined): Record<string, string> {
  if (quem === 'publico' || token === undefined) return {};
  if (quem === 'integrador') return { 'X-Api-Key': token };
  return { authorization: quem === 'parceiro' ? `${token}|` : `|${token}` };
}

export async function chamadasDe(rota: RotaRegistrada, quem: Quem, fx: Fixtures, amb: AmbienteDeTeste): Promise<Chamada[]> {
  const entrada = CHAMADAS[`${rota.metodo.toUpperCase()} ${rota.caminho}`];
  const pedidos = [(await entrada?.(fx.v, quem, amb)) ?? {}].flat().filter((p): p is Pedido => p !== null);
  const saida: Chamada[] = [];
  for (const p of pedidos) {
    let token = fx.tokens.get(quem)?.replace(/\|/g, '');
    if (p.sessaoPropria) token = (quem === 'parceiro' ? await amb.entrarLoja() : await amb.entrarPainel(quem as number)).replace(/\|/g, '');
    if (p.membro) token = (await amb.entrarLoja(p.membro)).replace(/\|/g, '');
    const cabecalhos = cabecalhosDe(quem, token);
    let corpo: string | FormData | undefined = p.multipart;
    if (!corpo && rota.metodo !== 'get' && rota.metodo !== 'delete') {
      corpo = JSON.stringify(p.corpo ?? {});
      cabecalhos['content-type'] = 'application/json';
    }
    saida.push({ caminho: p.caminho ?? inexistente(rota.caminho), cabecalhos, corpo, status: p.status });
  }
  return saida;
}
