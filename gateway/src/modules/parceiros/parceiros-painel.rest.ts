import { autorizar } from '../../core/autorizacao';
import { analisar } from '../../core/esquema';
import { RotasApi } from '../../core/http';
import * as cadastro from '../cadastro/cadastro.service';
import * as esquemasCadastro from '../cadastro/cadastro.esquemas';
import * as justificativas from './justificativas.service';
import { exportar } from './parceiros.exportacao';
import * as parceiros from './parceiros-painel.service';
import * as esquemas from './parceiros.esquemas';
import * as respostas from './parceiros.respostas';
import { arquivo, r } from '../../core/respostas';

/** Vendedores Lojas, staff side (spec 1 §7). Declared after the member's /parceiros/eu. */
export function rotasParceirosPainel(api: RotasApi) {
  // Two audiences (docs/cadastro-e-senha.md): without a panel token, only whether a CPF exists.
  api.get(
    '/parceiros',
    'parceiros.verificarCpfPublico',
    {
      resposta: respostas.listar,
      consulta: esquemas.consultaParceiros,
      resumo:
        'Os vendedores visíveis, paginados ({parceiros, totalRecords, totalEstimado}); com cpf, o vendedor desse CPF. Sem token do painel, só se o CPF existe.',
    },
    async (ctx, { consulta: q }) => {
      if (!ctx.usuario) {
        await cadastro.contarVerificacaoCpf(ctx);
        return cadastro.cpfCadastrado(ctx, analisar(esquemasCadastro.cpfCadastrado, { cpf: q.cpf }).cpf);
      }
      autorizar(ctx, 'parceiros.listar');
      if (q.cpf !== undefined) return { parceiros: await parceiros.porCpf(ctx, analisar(esquemas.porCpf, { cpf: q.cpf }).cpf) };
      const { linhas, total, totalEstimado } = await parceiros.listar(ctx, q.pedido, { rede: q.rede, ativo: q.ativo });
      return { parceiros: linhas, totalRecords: total, totalEstimado: !!totalEstimado };
    },
  );
  // Without a panel token this is the member's own registration (cadastro.esquemas, counted before
  // it is read); with one, the staff registration, read with the form's schema.
  api.post(
    '/parceiros',
    'parceiros.cadastrarPublico',
    {
      resposta: respostas.criado,
      status: 201,
      resumo: 'Com token do painel: cadastra um vendedor (formulário Vendedor Loja). Sem token: o cadastro do próprio membro.',
    },
    async (ctx, _entrada, req) => {
      if (!ctx.usuario) {
        await cadastro.contarCadastro(ctx);
        return cadastro.cadastrar(ctx, analisar(esquemasCadastro.cadastrarRest, req.body ?? {}), req.get('user-agent'));
      }
      autorizar(ctx, 'parceiros.criar');
      return parceiros.criar(ctx, analisar(esquemas.criar, req.body ?? {}));
    },
  );
  api.get(
    '/parceiros/export',
    'parceiros.exportar',
    { resposta: arquivo('xlsx'), consulta: esquemas.consultaExportacao, resumo: 'Planilha (parceiros.xlsx) dos vendedores visíveis com os filtros da lista.' },
    (ctx, { consulta: q }, _req, res) => exportar(ctx, { rede: q.rede, ativo: q.ativo, busca: q.search ?? q.buscar }, res),
  );
  api.put(
    '/parceiros/:id',
    'parceiros.editar',
    {
      resposta: respostas.parceiroPainel,
      parametros: esquemas.porId,
      corpo: esquemas.atualizar,
      resumo: 'Edita um vendedor (os campos enviados) ou muda o status com {ativo, justificativa}.',
    },
    (ctx, { parametros, corpo }) => parceiros.atualizar(ctx, parametros.id, corpo),
  );
  api.delete(
    '/parceiros/:id',
    'parceiros.excluir',
    { resposta: r.mensagem, parametros: esquemas.porId, resumo: 'Exclui um vendedor que nunca pontuou.' },
    (ctx, { parametros }) => parceiros.excluir(ctx, parametros.id),
  );
  api.get(
    '/parceiros/:id/justificativas',
    'parceiros.listar',
    { resposta: respostas.justificativas, parametros: esquemas.porId, resumo: 'O histórico de status de um vendedor, do mais novo ao mais antigo.' },
    async (ctx, { parametros }) => (await justificativas.listar(ctx, parametros.id)).map(justificativas.justificativaRest),
  );
}
