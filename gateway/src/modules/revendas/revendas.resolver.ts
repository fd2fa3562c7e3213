import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { semIndefinidos } from '../redes/parametros';
import { RevendaDTO, RevendaInput, RevendasPaginaDTO } from './revenda.types';
import * as revendas from './revendas.service';

@Resolver()
export class RevendasResolver {
  @Permite('revendas.listar')
  @Query(() => [RevendaDTO], { description: 'Visible stores by nomeFantasia (pickers, lookups by codigo or cnpj).' })
  revendas(
    @Arg('ativo', () => Boolean, { nullable: true }) ativo: boolean | null,
    @Arg('rede', () => Int, { nullable: true }) rede: number | null,
    @Arg('busca', () => String, { nullable: true }) busca: string | null,
    @Arg('codigo', () => String, { nullable: true }) codigo: string | null,
    @Arg('cnpj', () => String, { nullable: true }) cnpj: string | null,
    @Arg('limite', () => Int, { nullable: true }) limite: number | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return revendas.listarTodas(ctx, { ativo, rede, busca, codigo, cnpj, limite });
  }

  @Permite('revendas.listar')
  @Query(() => RevendasPaginaDTO, { description: 'The Lojas list: paged, sorted (campo, direcao asc|desc), searched and filtered on the server.' })
  revendasPaginadas(
    @Arg('pagina', () => Int, { nullable: true }) pagina: number | null,
    @Arg('limite', () => Int, { nullable: true, description: '0 = Todos' }) limite: number | null,
    @Arg('campo', () => String, { nullable: true }) campo: string | null,
    @Arg('direcao', () => String, { nullable: true }) direcao: string | null,
    @Arg('busca', () => String, { nullable: true }) busca: string | null,
    @Arg('rede', () => Int, { nullable: true }) rede: number | null,
    @Arg('ativo', () => Boolean, { nullable: true }) ativo: boolean | null,
    @Arg('completo', () => Boolean, { nullable: true }) completo: boolean | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    const pedido = revendas.lerPedido({ pagina, limite, sortField: campo, sortOrder: direcao, search: busca });
    return revendas.paginar(ctx, pedido, { ativo, rede, completo: Boolean(completo) });
  }

  @Permite('revendas.listar')
  @Query(() => RevendaDTO, { description: 'A store with its figures.' })
  revenda(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    return revendas.obter(ctx, id);
  }

  @Permite('revendas.listar')
  @Query(() => RevendaDTO, { description: 'The store detail (revenda/{cnpj}) with its figures.' })
  revendaPorCnpj(@Arg('cnpj') cnpj: string, @Ctx() { ctx }: ContextoGraphQL) {
    return revendas.obterPorCnpj(ctx, cnpj);
  }

  @Permite('revendas.listar')
  @Query(() => Boolean, { description: "Whether another store already uses this code (the form's on-blur check)." })
  revendaCodigoEmUso(
    @Arg('codigo') codigo: string,
    @Arg('exceto', () => Int, { nullable: true, description: 'The store being edited.' }) exceto: number | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return revendas.codigoEmUso(ctx, codigo, exceto);
  }

  @Permite('revendas.criar')
  @Mutation(() => RevendaDTO)
  criarRevenda(@Arg('input') input: RevendaInput, @Ctx() { ctx }: ContextoGraphQL) {
    return revendas.criar(ctx, semIndefinidos({ ...input }));
  }

  @Permite('revendas.editar')
  @Mutation(() => RevendaDTO, { description: 'The edit dialog: fields sent replace, fields left out stay.' })
  atualizarRevenda(@Arg('id', () => Int) id: number, @Arg('input') input: RevendaInput, @Ctx() { ctx }: ContextoGraphQL) {
    return revendas.atualizar(ctx, id, semIndefinidos({ ...input }));
  }

  @Permite('revendas.ativar')
  @Mutation(() => RevendaDTO, { description: 'The resgateLiberado switch.' })
  alterarResgateLiberado(@Arg('id', () => Int) id: number, @Arg('resgateLiberado') resgateLiberado: boolean, @Ctx() { ctx }: ContextoGraphQL) {
    return revendas.atualizar(ctx, id, { resgateLiberado });
  }

  @Permite('revendas.ativar')
  @Mutation(() => RevendaDTO, { description: 'The Sim/Não toggle.' })
  alterarAtivoRevenda(@Arg('id', () => Int) id: number, @Arg('ativo') ativo: boolean, @Ctx() { ctx }: ContextoGraphQL) {
    return revendas.atualizar(ctx, id, { ativo });
  }

  @Permite('revendas.excluir')
  @Mutation(() => Int, { description: 'Deletes a store nothing depends on; answers its id.' })
  async excluirRevenda(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    return (await revendas.excluir(ctx, id)).id;
  }
}
