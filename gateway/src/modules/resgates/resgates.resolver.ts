import { Arg, Args, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { ArgsPagina, consultaDaPagina } from '../../graphql/paginacao';
import { ResgateDTO, ResgatesPaginaDTO, ResultadoResgateDTO } from './resgate.types';
import * as painel from './resgates-painel.service';
import * as membro from './resgates.service';
import * as acoes from './resgates-painel.acoes';
import { meuVoucher, VoucherDTO } from './resgates.voucher';

@ObjectType('ResgateAlterado')
class ResgateAlteradoDTO {
  @Field() mensagem: string;
  @Field(() => ResgateDTO) resgate: ResgateDTO;
}

@ObjectType('ResgatesAlteradosEmLote')
class ResgatesAlteradosEmLoteDTO {
  @Field() mensagem: string;
  @Field(() => [ResgateDTO]) resgates: ResgateDTO[];
  @Field(() => [Int], { description: 'Cancelled, unknown or out-of-scope ids, left unchanged.' }) ignorados: number[];
}

@Resolver()
export class ResgatesResolver {
  @Permite('resgates.resgatar')
  @Mutation(() => ResultadoResgateDTO, { description: 'POST /api/resgatar. voltagem (bivolt: 110V default, 220V), operadora and celular (recarga).' })
  resgatar(
    @Arg('codigoPremio') codigoPremio: string,
    @Arg('qtde', () => Int, { nullable: true }) qtde: number | null,
    @Arg('obs', () => String, { nullable: true }) obs: string | null,
    @Arg('voltagem', () => String, { nullable: true }) voltagem: string | null,
    @Arg('operadora', () => String, { nullable: true }) operadora: string | null,
    @Arg('celular', () => String, { nullable: true }) celular: string | null,
    @Arg('nomeCompleto', () => String, { nullable: true }) nomeCompleto: string | null,
    @Arg('chaveIdempotencia', () => String, { nullable: true }) chaveIdempotencia: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return membro.resgatar(ctx, {
      codigoPremio, qtde: qtde ?? undefined, obs: obs ?? undefined, voltagem, operadora, celular,
      nomeCompleto: nomeCompleto ?? undefined, chaveIdempotencia: chaveIdempotencia ?? undefined,
    });
  }

  @Permite('resgates.meus')
  @Query(() => [ResgateDTO], { description: "The signed-in member's redemptions, newest first." })
  meusResgates(@Ctx() { ctx }: ContextoGraphQL) {
    return membro.meusResgates(ctx);
  }

  @Permite('resgates.meus')
  @Query(() => ResgateDTO)
  meuResgate(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    return membro.meuResgate(ctx, id);
  }

  @Permite('resgates.meus')
  @Query(() => VoucherDTO, { description: "The voucher of one of the member's redemptions (another member's: not found)." })
  meuVoucher(@Arg('id', () => Int) id: number, @Ctx() { ctx }: ContextoGraphQL) {
    return meuVoucher(ctx, id);
  }

  @Permite('resgates.painel')
  @Query(() => ResgatesPaginaDTO, { description: 'The panel Resgates list (staff); default order resgatadoEm desc.' })
  resgates(
    @Arg('rede', () => Int, { nullable: true }) rede: number | null,
    @Arg('status', () => Int, { nullable: true }) status: number | null,
    @Args() pg: ArgsPagina,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    const pedido = painel.lerPedido(consultaDaPagina(pg));
    return painel.listar(ctx, pedido, { rede: rede ?? undefined, status: status ?? undefined });
  }

  @Permite('resgates.cancelar')
  @Mutation(() => ResgateAlteradoDTO)
  cancelarResgate(@Arg('identificador', () => Int) identificador: number, @Ctx() { ctx }: ContextoGraphQL) {
    return painel.cancelar(ctx, identificador);
  }

  @Permite('resgates.alterarStatus')
  @Mutation(() => ResgateAlteradoDTO)
  alterarStatusResgate(@Arg('identificador', () => Int) identificador: number, @Arg('status', () => Int) status: number, @Ctx() { ctx }: ContextoGraphQL) {
    return painel.alterarStatus(ctx, identificador, status);
  }

  @Permite('resgates.alterarStatus')
  @Mutation(() => ResgatesAlteradosEmLoteDTO, { description: 'PATCH /api/resgates/bulk {status, ids[]}: status 0–2.' })
  alterarStatusResgatesEmLote(@Arg('status', () => Int, { nullable: true }) status: number | null, @Arg('ids', () => [String]) ids: string[], @Ctx() { ctx }: ContextoGraphQL) {
    return acoes.alterarStatusEmLote(ctx, status, ids);
  }

  @Permite('resgates.dataEntrega')
  @Mutation(() => ResgateAlteradoDTO, { description: 'PUT /api/resgates/{id}/data-entrega {dataEntrega} (AAAA-MM-DD or DD/MM/AAAA).' })
  alterarDataEntregaResgate(@Arg('identificador', () => Int) identificador: number, @Arg('dataEntrega', () => String, { nullable: true }) dataEntrega: string | null, @Ctx() { ctx }: ContextoGraphQL) {
    return acoes.alterarDataEntrega(ctx, identificador, dataEntrega);
  }

  @Permite('resgates.observacao')
  @Mutation(() => ResgateAlteradoDTO, { description: 'PUT /api/resgates/{id}/alterar-observacao {descricao}; allowed on a cancelled one.' })
  alterarObservacaoResgate(@Arg('identificador', () => Int) identificador: number, @Arg('descricao', () => String, { nullable: true }) descricao: string | null, @Ctx() { ctx }: ContextoGraphQL) {
    return acoes.alterarObservacao(ctx, identificador, descricao);
  }
}
