import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { PaginaPesquisasMercadoDTO, PesquisaMercadoDTO, PesquisaMercadoInput } from './pesquisa-mercado.types';
import * as pesquisas from './pesquisas.service';

@Resolver()
export class PesquisasResolver {
  @Permite('pesquisas.listar')
  @Query(() => PaginaPesquisasMercadoDTO, { description: 'Market research in the caller’s scope; rede is a network id or name. Default sort: revenda asc.' })
  pesquisasMercado(
    @Ctx() { ctx }: ContextoGraphQL,
    @Arg('rede', () => String, { nullable: true }) rede: string | null,
    @Arg('revendaId', () => Int, { nullable: true }) revendaId: number | null,
    @Arg('pagina', () => Int, { nullable: true }) pagina: number | null,
    @Arg('limite', () => Int, { nullable: true, description: '0 = Todos' }) limite: number | null,
    @Arg('campo', () => String, { nullable: true }) campo: string | null,
    @Arg('direcao', () => String, { nullable: true, description: 'asc or desc' }) direcao: string | null,
    @Arg('busca', () => String, { nullable: true }) busca: string | null,
  ) {
    return pesquisas.listar(ctx, {
      rede, revendaId, pagina, limite: limite ?? undefined, buscar: busca,
      ordenacao: campo ? { campo, direcao: direcao ?? undefined } : undefined,
    });
  }

  @Permite('pesquisas.listar')
  @Query(() => PesquisaMercadoDTO)
  pesquisaMercado(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    return pesquisas.obter(ctx, id);
  }

  @Permite('pesquisas.criar')
  @Mutation(() => PesquisaMercadoDTO)
  criarPesquisaMercado(@Arg('input') input: PesquisaMercadoInput, @Ctx() { ctx }: ContextoGraphQL) {
    return pesquisas.criar(ctx, { ...input });
  }

  @Permite('pesquisas.editar')
  @Mutation(() => PesquisaMercadoDTO)
  atualizarPesquisaMercado(@Arg('id', () => Int) id: number, @Arg('input') input: PesquisaMercadoInput, @Ctx() { ctx }: ContextoGraphQL) {
    return pesquisas.atualizar(ctx, id, { ...input });
  }

  @Permite('pesquisas.excluir')
  @Mutation(() => Int, { description: 'The id of the deleted survey.' })
  async excluirPesquisaMercado(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    return (await pesquisas.excluir(ctx, id)).id;
  }
}
