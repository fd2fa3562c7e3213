import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import * as justificativas from './justificativas.service';
import { JustificativaParceiroDTO, ParceiroInput, ParceiroPainelDTO, ParceirosPaginaDTO, semAusentes } from './parceiros-painel.types';
import * as parceiros from './parceiros-painel.service';

/** Vendedores Lojas, staff side: the same service as /api/parceiros. */
@Resolver()
export class ParceirosPainelResolver {
  @Permite('parceiros.listar')
  @Query(() => ParceirosPaginaDTO, { description: 'Paged salespeople; default sort nome asc. rede: id or name; limite 0 = Todos.' })
  parceiros(
    @Ctx() { ctx }: ContextoGraphQL,
    @Arg('rede', () => String, { nullable: true }) rede: string | null,
    @Arg('ativo', () => Boolean, { nullable: true }) ativo: boolean | null,
    @Arg('pagina', () => Int, { nullable: true }) pagina: number | null,
    @Arg('limite', () => Int, { nullable: true }) limite: number | null,
    @Arg('busca', () => String, { nullable: true }) busca: string | null,
    @Arg('campo', () => String, { nullable: true }) campo: string | null,
    @Arg('direcao', () => String, { nullable: true }) direcao: string | null,
  ) {
    return parceiros.listar(ctx, { rede, ativo, page: pagina, perPage: limite, search: busca, sortField: campo, sortOrder: direcao });
  }

  @Permite('parceiros.listar')
  @Query(() => ParceiroPainelDTO)
  parceiro(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    return parceiros.obter(ctx, id);
  }

  @Permite('parceiros.listar')
  @Query(() => ParceiroPainelDTO, { nullable: true, description: 'Exact CPF, among the salespeople the caller may see.' })
  async parceiroPorCpf(@Arg('cpf') cpf: string, @Ctx() { ctx }: ContextoGraphQL) {
    return (await parceiros.porCpf(ctx, cpf))[0] ?? null;
  }

  @Permite('parceiros.listar')
  @Query(() => [JustificativaParceiroDTO], { description: 'Status history, newest first.' })
  justificativasDoParceiro(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    return justificativas.listar(ctx, id);
  }

  @Permite('parceiros.criar')
  @Mutation(() => ParceiroPainelDTO)
  criarParceiro(@Arg('input', () => ParceiroInput) input: ParceiroInput, @Ctx() { ctx }: ContextoGraphQL) {
    return parceiros.criar(ctx, semAusentes(input));
  }

  @Permite('parceiros.editar')
  @Mutation(() => ParceiroPainelDTO)
  atualizarParceiro(@Arg('id', () => Int) id: number, @Arg('input', () => ParceiroInput) input: ParceiroInput, @Ctx() { ctx }: ContextoGraphQL) {
    return parceiros.editar(ctx, id, semAusentes(input));
  }

  @Permite('parceiros.ativar')
  @Mutation(() => ParceiroPainelDTO)
  alterarStatusParceiro(
    @Arg('id', () => Int) id: number,
    @Arg('ativo') ativo: boolean,
    @Arg('justificativa', () => String) justificativa: string,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return parceiros.alterarStatus(ctx, id, { ativo, justificativa });
  }

  @Permite('parceiros.excluir')
  @Mutation(() => Boolean)
  async excluirParceiro(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    await parceiros.excluir(ctx, id);
    return true;
  }
}
