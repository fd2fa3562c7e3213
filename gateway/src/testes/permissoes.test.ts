import { Operacao, OPERACOES, Papel, PARCEIRO, podeExecutar } from '@sw/common';
import { OPERACOES_EXPOSTAS } from '../core/autorizacao';
import { AmbienteDeTeste } from '../testing/ambiente';
import { PEDIDOS_GRAPHQL, UPLOADS_GRAPHQL } from '../testing/permissoes-graphql';

/**
 * Every operation of both doors, run by every role, the member and an anonymous caller:
 * 401 for anonymous callers of protected operations, 403 for roles the matrix leaves out,
 * anything else for the roles it lists. New operations must be added to the tables below
 * (GraphQL: testing/permissoes-graphql.ts).
 */
const PEDIDOS_REST: Record<string, { corpo?: unknown }> = {
  'GET /api/configuracoes-sistema': {},
  'PUT /api/configuracoes-sistema': { corpo: {} },
  'GET /api/configuracoes': {},
  'POST /api/configuracoes': { corpo: {} },
  'POST /api/configuracoes/teste': { corpo: {} },
  'GET /api/produtos': {},
  'GET /api/produtos/barcode/:code': {},
  'GET /api/produtos/:code/codigo': {},
  'GET /api/produtos/:id': {},
  'POST /api/produtos': { corpo: {} },
  'PUT /api/produtos/:id': { corpo: {} },
  'DELETE /api/produtos/:id': {},
  'POST /api/upload/produtos': { corpo: {} },
  'GET /api/upload/produtos/modelo': {},
  'GET /api/produtos_revenda': {},
  'GET /api/produtos_revenda/:id': {},
  'POST /api/produtos_revenda': { corpo: {} },
  'PUT /api/produtos_revenda/:id': { corpo: {} },
  'DELETE /api/produtos_revenda/:id': {},
  'POST /api/upload/produtos_revenda': { corpo: {} },
  'GET /api/upload/produtos_revenda/modelo': {},
  'GET /api/downloads/:token': {},
  'POST /api/sessoes/usuario': { corpo: {} },
  'POST /api/sessoes/parceiro': { corpo: {} },
  'POST /api/sessoes/parceiro/esqueceu-senha': { corpo: {} },
  'POST /api/sessoes/parceiro/validar-recuperacao': { corpo: {} },
  'POST /api/sessoes/parceiro/atualizar-senha': { corpo: {} },
  'DELETE /api/sessoes': {},
  'PUT /api/usuarios': { corpo: {} },
  'GET /api/usuarios/eu': {},
  'POST /api/usuarios': { corpo: {} },
  'GET /api/usuarios': {},
  'PUT /api/usuarios/:id': { corpo: {} },
  'POST /api/usuarios/:id/desativar': {},
  'POST /api/usuarios/:id/ativar': {},
  'POST /api/usuarios/:id/redefinir-senha': {},
  'GET /api/parceiros/eu': {},
  'PUT /api/parceiros': { corpo: {} },
  'GET /api/redes': {},
  'GET /api/redes/:id': {},
  'POST /api/redes': { corpo: {} },
  'PUT /api/redes/:id': { corpo: {} },
  'DELETE /api/redes/:id': {},
  'GET /api/revendas': {},
  'GET /api/revendas/cnpj/:cnpj': {},
  'GET /api/revendas/:id': {},
  'POST /api/revendas': { corpo: {} },
  'PUT /api/revendas/:id': { corpo: {} },
  'DELETE /api/revendas/:id': {},
  'GET /api/dashboard': {},
  'GET /api/cep/:cep': {},
  'GET /api/openapi.json': {},
  'GET /api/docs': {},
  'GET /api/pesquisa_mercado': {},
  'GET /api/pesquisa_mercado/:id': {},
  'POST /api/pesquisa_mercado': { corpo: {} },
  'PUT /api/pesquisa_mercado/:id': { corpo: {} },
  'DELETE /api/pesquisa_mercado/:id': {},
  'GET /api/parceiros': {},
  'POST /api/parceiros': { corpo: {} },
  'GET /api/parceiros/export': {},
  'PUT /api/parceiros/:id': { corpo: {} },
  'DELETE /api/parceiros/:id': {},
  'GET /api/parceiros/:id/justificativas': {},
  'GET /api/pontuacoes/expirar/relatorio': {},
  'POST /api/pontuacoes/expirar': {},
  'GET /api/pontuacoes/reativar/:data': {},
  'GET /api/pontuacoes/vencimentos': {},
  'GET /api/pontuacoes/saldo/:id': {},
  'GET /api/pontos/extrato': {},
  'GET /api/regras-resgate': {},
  'GET /api/pontos/extrato/exportar': {},
  'GET /api/premios': {},
  'GET /api/premios/:id': {},
  'POST /api/premios': { corpo: {} },
  'PUT /api/premios/:id': { corpo: {} },
  'DELETE /api/premios/:id': {},
  'GET /api/arquivos/:nome': {},
  'POST /api/resgatar': { corpo: {} },
  'GET /api/resgates': {},
  'GET /api/resgates/:id': {},
  'POST /api/cancelarResgate': { corpo: {} },
  'POST /api/alterarStatusResgate': { corpo: {} },
  'GET /api/ofertas': {},
  'PUT /api/ofertas/:id': { corpo: {} },
  'POST /api/ofertas-tlc/aplicar-desconto': { corpo: {} },
  'POST /api/ofertas-tlc/sync': {},
  'GET /api/tlc-categories': {},
  'GET /api/tlc-experiences': {},
  'GET /api/tlc-cities': {},
  'GET /api/tlc-offers': {},
  'GET /api/tlc-offers/:codigo': {},
  'PATCH /api/resgates/bulk': { corpo: {} },
  'PUT /api/resgates/:id/data-entrega': { corpo: {} },
  'PUT /api/resgates/:id/alterar-observacao': { corpo: {} },
  'GET /api/cartoes': {},
  'POST /api/cartoes': { corpo: {} },
  'PUT /api/cartoes/:id': { corpo: {} },
  'GET /api/cartoes/meu': {},
  'POST /api/cartoes/status': { corpo: {} },
  'POST /api/upload/saldo_cartao': { corpo: {} },
  'GET /api/upload/saldo_cartao/modelo': {},
  'POST /api/pontuacoes/pontuar': { corpo: {} },
  'GET /api/vendas': {},
  'GET /api/pontuacoes/pendentes': {},
  'POST /api/pontuacoes/encerrar': { corpo: {} },
  'POST /api/pontuacoes/reprovar': { corpo: {} },
  'POST /api/pontuacoes/retornar-foto-pendente': { corpo: {} },
  'GET /api/pontuacoes/encerradas': {},
  'GET /api/pontuacoes/encerradas/export': {},
  'GET /api/pontuacoes': {},
  'GET /api/pontuacoes/export': {},
  'GET /api/pontuacoes/produtos-mais-vendidos': {},
  'POST /api/pontuacoes/cancelar': { corpo: {} },
  'POST /api/pontuacoes/retornar-pontuacao-pendente': { corpo: {} },
  'GET /api/pontuacoes/:id/itens': {},
  'GET /api/pontuacoes/:id/historico': {},
  'GET /api/pontuacoes/:id/motivo-reprovacao': {},
  'PUT /api/pontuacoes/:id': { corpo: {} },
  'GET /api/pontuacoes/:cpf': {},
  'POST /api/upload/vendas': { corpo: {} },
  'GET /api/upload/vendas/modelo': {},
  'GET /api/pontuacoes/correcoes': {},
  'POST /api/pontuacoes/corrigir/:idVenda': {},
  'GET /api/historico/codigoUsado/:code/:cpf': {},
  'GET /api/vendas_itens/:code/:idRevenda': {},
  'POST /api/upload/venda_foto': { corpo: {} },
  'GET /api/pontuacoes/aprovadas': {},
  'GET /api/pontuacoes/nao-processadas': {},
  'GET /api/pontuacoes/codigo/usuario': {},
  'GET /api/pontuacoes/meus-vencimentos': {},
  'GET /api/integracoes/chaves': {},
  'POST /api/integracoes/chaves': { corpo: {} },
  'POST /api/integracoes/chaves/:id/revogar': {},
  'POST /api/integracoes/pontuacoes': { corpo: {} },
  'GET /api/pontuacoes/swpro': {},
  'POST /api/upload/foto_video': { corpo: {} },
  'GET /api/resgates/fotos_videos': {},
  'DELETE /api/resgates/fotos_videos/:id': {},
  'GET /api/banners': {},
  'GET /api/banners/intervalo': {},
  'POST /api/banners': { corpo: {} },
  'POST /api/upload/banner': { corpo: {} },
  'PATCH /api/banners/bulk': { corpo: [] },
  'PUT /api/banners/:id': { corpo: {} },
  'DELETE /api/banners/:id': {},
  'GET /api/logs/tipos': {},
  'GET /api/logs': {},
  'GET /api/codigos-cadastro': {},
  'POST /api/codigos-cadastro': { corpo: {} },
  'PUT /api/codigos-cadastro/:id': { corpo: {} },
  'DELETE /api/codigos-cadastro/:id': {},
  'GET /api/pontuacoes-codigo': {},
  'GET /api/indicacoes/meu-codigo': {},
  'GET /api/indicacoes/:referralCode': {},
  'POST /api/enviar-email-contato': { corpo: {} },
  'GET /api/sessoes/parceiro/social': {},
  'POST /api/upload/historico': { corpo: {} },
  'GET /api/upload/historico/modelo': {},
  'GET /api/relatorio/gerar': {},
  'GET /api/compras-pontuacao/gerar': {},
  'GET /api/taxa-sucesso/gerar': {},
  'GET /api/antifraude/gerar': {},
  'GET /api/mensuracao/gerar': {},
  'GET /api/relatorios/tarefas': {},
  'GET /api/relatorio/gerado-em': {},
  'GET /api/compras-pontuacao/gerado-em': {},
  'GET /api/taxa-sucesso/gerado-em': {},
  'GET /api/antifraude/gerado-em': {},
  'GET /api/mensuracao/gerado-em': {},
  'GET /api/relatorios/tarefas/:id': {},
  'GET /api/relatorio': {},
  'GET /api/mensuracao': {},
  'POST /api/mensuracao/observacao': { corpo: {} },
  'GET /api/mensuracao/observacoes': {},
  'GET /api/taxa-sucesso': {},
  'GET /api/antifraude': {},
  'GET /api/antifraude/redes': {},
  'POST /api/antifraude/observacao': { corpo: {} },
  'GET /api/antifraude/observacoes': {},
  'POST /api/antifraude/liberacao': { corpo: {} },
  'GET /api/antifraude/liberacoes': {},
  'GET /api/historico': {},
  'GET /api/historico/primeiraData': {},
  'GET /api/historico/serie': {},
  'GET /api/produtos_vendidos': {},
  'GET /api/compras-pontuacao': {},
  'POST /api/estoque/saldo': { corpo: {} },
  'GET /api/estoque/liberacoes': {},
  'GET /api/historico/csv': {},
  'GET /api/produtos_vendidos/csv': {},
  'GET /api/compras-pontuacao/csv': {},
};

/**
 * Routes that serve two audiences (docs/cadastro-e-senha.md): registered with their public
 * operation, they check this staff operation inside when a panel token acts.
 */
const OPERACAO_DO_PAINEL: Partial<Record<string, Operacao>> = {
  'GET /api/produtos_revenda': 'produtosRevenda.listar',
  'POST /api/parceiros': 'parceiros.criar',
  'GET /api/parceiros': 'parceiros.listar',
  'GET /api/revendas': 'revendas.listar',
  'GET /api/revendas/:id': 'revendas.listar',
  // The staff detail; a member's own store switches (spec 3 §7).
  'GET /api/revendas/cnpj/:cnpj': 'revendas.listar',
  'GET /api/pontuacoes': 'pontuacoes.pontuadas',
  // Nova venda for staff; a member's typed send (docs/pontuacoes-membro.md).
  'POST /api/pontuacoes/pontuar': 'vendas.pontuar',
  // The panel gallery; a member's own media (docs/banners-midia-logs.md).
  'GET /api/resgates/fotos_videos': 'midias.painel',
};

const PAPEIS: (Papel | null)[] = [null, PARCEIRO, 0, 1, 2, 3, 4, 5];
const nomePapel = (p: Papel | null) => (p === null ? 'anônimo' : String(p));

let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar();
});
afterAll(() => amb.fechar());

async function tokenDe(papel: Papel | null): Promise<string | undefined> {
  if (papel === null) return undefined;
  if (papel === PARCEIRO) return amb.entrarLoja();
  return amb.entrarPainel(papel as number);
}

it('every exposed operation is in the tables of this test', () => {
  const rest = OPERACOES_EXPOSTAS.filter((o) => o.porta === 'rest')
    .map((o) => o.nome)
    .sort();
  const gql = OPERACOES_EXPOSTAS.filter((o) => o.porta === 'graphql')
    .map((o) => o.nome)
    .sort();
  expect(rest).toEqual(Object.keys(PEDIDOS_REST).sort());
  expect(gql).toEqual(Object.keys(PEDIDOS_GRAPHQL).sort());
});

it('operation → roles has not changed unreviewed', () => {
  const matriz = OPERACOES_EXPOSTAS.map((o) => `${o.porta} ${o.nome} → ${o.operacao} → [${(OPERACOES[o.operacao] as readonly Papel[]).join(', ')}]`).sort();
  expect(matriz).toMatchSnapshot();
});

describe.each(PAPEIS)('caller %s', (papel) => {
  let token: string | undefined;
  beforeAll(async () => {
    token = await tokenDe(papel);
  });

  it.each(OPERACOES_EXPOSTAS.map((o) => [o.porta, o.nome, o.operacao] as const))('%s %s', async (porta, nome, operacao) => {
    // Signing out revokes the token, so it gets one of its own.
    const credencial = operacao === 'sessao.sair' ? await tokenDe(papel) : token;
    let status: number;
    if (porta === 'rest') {
      const [metodo, caminho] = nome.split(' ');
      const r = await amb.rest(metodo, caminho, { token: credencial, corpo: PEDIDOS_REST[nome].corpo });
      status = r.status;
    } else {
      const upload = Object.hasOwn(UPLOADS_GRAPHQL, nome) ? UPLOADS_GRAPHQL[nome] : null;
      const r = upload
        ? await amb.gqlArquivos(
            PEDIDOS_GRAPHQL[nome],
            upload.variaveis,
            upload.arquivos.map((caminho) => ({ caminho, nome: 'x.txt', conteudo: Buffer.from('x') })),
            { token: credencial },
          )
        : await amb.gql(PEDIDOS_GRAPHQL[nome], {}, { token: credencial });
      // A request the schema refuses never reaches the guard: the table must follow the schema.
      expect(`${nome}: ${r.codigo}`).not.toBe(`${nome}: GRAPHQL_VALIDATION_FAILED`);
      status = r.codigo === 'UNAUTHENTICATED' ? 401 : r.codigo === 'FORBIDDEN' ? 403 : 200;
    }
    const doPainel = typeof papel === 'number' ? OPERACAO_DO_PAINEL[nome] : undefined;
    const efetiva = doPainel ?? operacao;
    const publico = (OPERACOES[efetiva] as readonly Papel[]).includes('publico');
    const esperado = publico || podeExecutar(efetiva, papel) ? 'permitido' : papel === null ? 401 : 403;
    const obtido = status === 401 || status === 403 ? status : 'permitido';
    expect(`${nomePapel(papel)} ${nome}: ${obtido}`).toBe(`${nomePapel(papel)} ${nome}: ${esperado}`);
  });
});
