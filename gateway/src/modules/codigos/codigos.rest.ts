import { RotasApi } from '../../core/http';
import { MENSAGENS_CONTAS as M } from '@sw/common';
import * as codigos from './codigos.service';
import * as esquemas from './codigos.esquemas';
import * as respostas from './codigos.respostas';
import { r } from '../../core/respostas';

export function rotasCodigos(api: RotasApi) {
  api.get(
    '/codigos-cadastro',
    'codigosCadastro.listar',
    { resposta: respostas.listar, resumo: 'Os códigos de cadastro, do mais novo ao mais antigo.' },
    async (ctx) => ({
      rows: await codigos.listar(ctx),
    }),
  );
  api.post(
    '/codigos-cadastro',
    'codigosCadastro.criar',
    { resposta: respostas.salvo, corpo: esquemas.criar, status: 201, resumo: 'Cadastra um código de cadastro.' },
    async (ctx, { corpo }) => ({ mensagem: M.codigoCadastrado, codigo: await codigos.criar(ctx, corpo) }),
  );
  api.put(
    '/codigos-cadastro/:id',
    'codigosCadastro.editar',
    { resposta: respostas.salvo, parametros: esquemas.porId, corpo: esquemas.criar, resumo: 'Altera um código de cadastro (o formulário inteiro).' },
    async (ctx, { parametros, corpo }) => ({ mensagem: M.codigoAtualizado, codigo: await codigos.atualizar(ctx, parametros.id, corpo) }),
  );
  api.delete(
    '/codigos-cadastro/:id',
    'codigosCadastro.excluir',
    { resposta: r.mensagem, parametros: esquemas.porId, resumo: 'Exclui um código de cadastro; os usos ficam no relatório.' },
    (ctx, { parametros }) => codigos.excluir(ctx, parametros.id),
  );
  api.get(
    '/pontuacoes-codigo',
    'codigosCadastro.relatorio',
    { resposta: respostas.pontuacoes, consulta: esquemas.consultaPontuacoes, resumo: 'Pontos por código: quem se cadastrou com qual código.' },
    async (ctx, { consulta }) => ({ rows: await codigos.pontuacoes(ctx, consulta.search) }),
  );
}
