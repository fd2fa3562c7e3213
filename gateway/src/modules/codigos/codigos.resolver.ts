import { Ctx, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { Entrada, Mutacao } from '../../graphql/entrada';
import { Entrada as EntradaDe } from '../../core/esquema';
import { MensagemDTO } from '../cadastro/cadastro.types';
import { CodigoCadastroDTO, PontuacaoCodigoDTO } from './codigos.types';
import * as codigos from './codigos.service';
import * as esquemas from './codigos.esquemas';

/** Sign-up codes and the Pontos por código report (docs/codigos-indicacoes-e-contas.md). */
@Resolver()
export class CodigosResolver {
  @Permite('codigosCadastro.listar')
  @Query(() => [CodigoCadastroDTO], { description: 'Os códigos de cadastro, do mais novo ao mais antigo.' })
  codigosCadastro(@Ctx() { ctx }: ContextoGraphQL) {
    return codigos.listar(ctx);
  }

  @Permite('codigosCadastro.criar')
  @Mutacao(() => CodigoCadastroDTO, 'CodigoCadastroPayload', { description: 'Cadastra um código de cadastro.' })
  criarCodigoCadastro(@Entrada(esquemas.criar, 'CriarCodigoCadastroInput') input: EntradaDe<typeof esquemas.criar>, @Ctx() { ctx }: ContextoGraphQL) {
    return codigos.criar(ctx, input);
  }

  @Permite('codigosCadastro.editar')
  @Mutacao(() => CodigoCadastroDTO, 'CodigoCadastroPayload', {
    description: 'Altera um código de cadastro; os usos permitidos não ficam abaixo dos realizados.',
  })
  atualizarCodigoCadastro(
    @Entrada(esquemas.atualizar, 'AtualizarCodigoCadastroInput') input: EntradaDe<typeof esquemas.atualizar>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return codigos.atualizar(ctx, input.id, input);
  }

  @Permite('codigosCadastro.excluir')
  @Mutacao(() => MensagemDTO, 'MensagemPayload', { description: 'Exclui um código de cadastro; os usos ficam no relatório.' })
  excluirCodigoCadastro(@Entrada(esquemas.porId, 'ExcluirCodigoCadastroInput') input: EntradaDe<typeof esquemas.porId>, @Ctx() { ctx }: ContextoGraphQL) {
    return codigos.excluir(ctx, input.id);
  }

  @Permite('codigosCadastro.relatorio')
  @Query(() => [PontuacaoCodigoDTO], { description: 'Pontos por código: os membros que se cadastraram com um código (busca por código, nome ou CPF).' })
  pontuacoesCodigo(
    @Entrada(esquemas.listaPontuacoes, 'ListaPontuacoesCodigoInput') input: EntradaDe<typeof esquemas.listaPontuacoes>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return codigos.pontuacoes(ctx, input.busca);
  }
}
