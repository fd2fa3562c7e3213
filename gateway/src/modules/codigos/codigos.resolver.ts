import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { semAusentes } from '../parceiros/parceiros-painel.types';
import { CodigoCadastroDTO, CodigoCadastroInput, PontuacaoCodigoDTO } from './codigos.types';
import * as codigos from './codigos.service';

/** Sign-up codes and the Pontos por código report (docs/codigos-indicacoes-e-contas.md). */
@Resolver()
export class CodigosResolver {
  @Permite('codigosCadastro.listar')
  @Query(() => [CodigoCadastroDTO])
  codigosCadastro(@Ctx() { ctx }: ContextoGraphQL) {
    return codigos.listar(ctx);
  }

  @Permite('codigosCadastro.criar')
  @Mutation(() => CodigoCadastroDTO)
  criarCodigoCadastro(@Arg('input', () => CodigoCadastroInput) input: CodigoCadastroInput, @Ctx() { ctx }: ContextoGraphQL) {
    return codigos.criar(ctx, semAusentes(input));
  }

  @Permite('codigosCadastro.editar')
  @Mutation(() => CodigoCadastroDTO)
  atualizarCodigoCadastro(@Arg('id', () => Int) id: number, @Arg('input', () => CodigoCadastroInput) input: CodigoCadastroInput, @Ctx() { ctx }: ContextoGraphQL) {
    return codigos.atualizar(ctx, id, semAusentes(input));
  }

  @Permite('codigosCadastro.excluir')
  @Mutation(() => Boolean)
  async excluirCodigoCadastro(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    await codigos.excluir(ctx, id);
    return true;
  }

  @Permite('codigosCadastro.relatorio')
  @Query(() => [PontuacaoCodigoDTO], { description: 'Pontos por código: members who registered with a code.' })
  pontuacoesCodigo(@Arg('busca', () => String, { nullable: true }) busca: string | null, @Ctx() { ctx }: ContextoGraphQL) {
    return codigos.pontuacoes(ctx, busca ?? '');
  }
}
