import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { RedeDTO, RedeInput, RedesPaginaDTO } from './rede.types';
import * as redes from './redes.service';
import { semIndefinidos } from './parametros';

@Resolver()
export class RedesResolver {
  @Permite('redes.listar')
  @Query(() => [RedeDTO], { description: 'Every network the caller may see, by name; completo adds the figures.' })
  redes(
    @Arg('ativo', () => Boolean, { nullable: true }) ativo: boolean | null,
    @Arg('completo', () => Boolean, { nullable: true }) completo: boolean | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return redes.listar(ctx, { ativo, completo: Boolean(completo) });
  }

  @Permite('redes.listar')
  @Query(() => RedesPaginaDTO, { description: 'The Redes list: paged, sorted (campo, direcao asc|desc) and searched on the server.' })
  redesPaginadas(
    @Arg('pagina', () => Int, { nullable: true }) pagina: number | null,
    @Arg('limite', () => Int, { nullable: true, description: '0 = Todos' }) limite: number | null,
    @Arg('campo', () => String, { nullable: true }) campo: string | null,
    @Arg('direcao', () => String, { nullable: true }) direcao: string | null,
    @Arg('busca', () => String, { nullable: true }) busca: string | null,
    @Arg('ativo', () => Boolean, { nullable: true }) ativo: boolean | null,
    @Arg('completo', () => Boolean, { nullable: true }) completo: boolean | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    const pedido = redes.lerPedido(ctx, { pagina, limite, sortField: campo, sortOrder: direcao, search: busca });
    return redes.paginar(ctx, pedido, { ativo, completo: Boolean(completo) });
  }

  @Permite('redes.listar')
  @Query(() => RedeDTO)
  rede(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    return redes.obter(ctx, id);
  }

  @Permite('redes.criar')
  @Mutation(() => RedeDTO)
  criarRede(@Arg('input') input: RedeInput, @Ctx() { ctx }: ContextoGraphQL) {
    return redes.criar(ctx, { ...input });
  }

  @Permite('redes.editar')
  @Mutation(() => RedeDTO, { description: 'The edit dialog: fields sent replace, fields left out stay.' })
  atualizarRede(@Arg('id', () => Int) id: number, @Arg('input') input: RedeInput, @Ctx() { ctx }: ContextoGraphQL) {
    return redes.atualizar(ctx, id, semIndefinidos({ ...input }));
  }

  @Permite('redes.ativar')
  @Mutation(() => RedeDTO, { description: 'The Sim/Não toggle.' })
  alterarAtivoRede(@Arg('id', () => Int) id: number, @Arg('ativo') ativo: boolean, @Ctx() { ctx }: ContextoGraphQL) {
    return redes.atualizar(ctx, id, { ativo });
  }

  @Permite('redes.excluir')
  @Mutation(() => Int, { description: 'Deletes a network with no stores; answers its id.' })
  async excluirRede(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    return (await redes.excluir(ctx, id)).id;
  }
}

