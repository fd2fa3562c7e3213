import { Arg, Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { Entrada, Mutacao, nuloSeNaoEncontrado } from '../../graphql/entrada';
import { analisar, Entrada as EntradaDe } from '../../core/esquema';
import * as esquemas from './resgates.esquemas';
import { ResgateDTO, ResultadoResgateDTO } from './resgate.types';
import * as painel from './resgates-painel.service';
import * as membro from './resgates.service';
import * as acoes from './resgates-painel.acoes';
import { meuVoucher, VoucherDTO } from './resgates.voucher';
import { RegrasResgateDTO, regrasResgate } from './regras-membro.service';

@ObjectType('ResgateAlterado', { description: 'Um resgate alterado pela equipe e a confirmação.' })
class ResgateAlteradoDTO {
  @Field({ description: 'A confirmação para mostrar.' }) mensagem: string;
  @Field(() => ResgateDTO, { description: 'O resgate como ficou.' }) resgate: ResgateDTO;
}

@ObjectType('ResgatesAlteradosEmLote', { description: 'Os resgates alterados de uma vez e os deixados como estavam.' })
class ResgatesAlteradosEmLoteDTO {
  @Field({ description: 'A confirmação para mostrar.' }) mensagem: string;
  @Field(() => [ResgateDTO], { description: 'Os resgates alterados, como ficaram.' }) resgates: ResgateDTO[];
  @Field(() => [ID], { description: 'Ids cancelados, desconhecidos ou fora do alcance, deixados como estavam.' }) ignorados: number[];
}

// GraphQL names the redemption inside the input; REST names it in the path.
const esquemaDataEntrega = esquemas.identificador.extend(esquemas.alterarDataEntrega.shape);
const esquemaObservacao = esquemas.identificador.extend(esquemas.alterarObservacao.shape);

const ResgatePagina = PaginaDe(ResgateDTO, 'ResgatePagina');

@Resolver()
export class ResgatesResolver {
  @Permite('resgates.resgatar')
  @Mutacao(() => ResultadoResgateDTO, 'ResgatarPayload', {
    description: 'O membro resgata um prêmio ou oferta; bivolt: voltagem 110V (padrão) ou 220V; recarga: operadora e celular.',
  })
  resgatar(@Entrada(esquemas.resgatar, 'ResgatarInput') input: EntradaDe<typeof esquemas.resgatar>, @Ctx() { ctx }: ContextoGraphQL) {
    return membro.resgatar(ctx, input);
  }

  @Permite('resgates.regras')
  @Query(() => RegrasResgateDTO, {
    description: 'O membro: limites de resgate do mês e da semana, saldo e, com o código de um prêmio, se pode resgatá-lo (e o motivo, quando não).',
  })
  regrasResgate(
    @Arg('codigo', () => String, { nullable: true, description: 'Código do prêmio ou da oferta.' }) codigo: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return regrasResgate(ctx, analisar(esquemas.regras, { codigo }).codigo);
  }

  @Permite('resgates.meus')
  @Query(() => [ResgateDTO], { description: 'Os resgates do membro conectado, do mais novo ao mais antigo.' })
  meusResgates(@Ctx() { ctx }: ContextoGraphQL) {
    return membro.meusResgates(ctx);
  }

  @Permite('resgates.meus')
  @Query(() => ResgateDTO, { nullable: true, description: 'Um resgate do membro conectado (de outro membro: nulo).' })
  meuResgate(@Arg('id', () => ID, { description: 'O resgate (um do próprio membro).' }) id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(() => membro.meuResgate(ctx, analisar(esquemas.porId, { id }).id));
  }

  @Permite('resgates.meus')
  @Query(() => VoucherDTO, { nullable: true, description: 'O voucher de um resgate do membro conectado (de outro membro: nulo).' })
  meuVoucher(@Arg('id', () => ID, { description: 'O resgate (um do próprio membro).' }) id: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(() => meuVoucher(ctx, analisar(esquemas.porId, { id }).id));
  }

  @Permite('resgates.painel')
  @Query(() => ResgatePagina, { description: 'A lista de resgates do painel (equipe); ordem padrão resgatadoEm decrescente.' })
  async resgates(@Entrada(esquemas.listaResgates, 'ListaResgatesInput') input: EntradaDe<typeof esquemas.listaResgates>, @Ctx() { ctx }: ContextoGraphQL) {
    return paraPagina(await painel.listar(ctx, input.pedido, { rede: input.rede, status: input.status }), input.pedido);
  }

  @Permite('resgates.cancelar')
  @Mutacao(() => ResgateAlteradoDTO, 'ResgateAlteradoPayload', { description: 'Cancela o resgate e devolve os pontos (uma vez só).' })
  cancelarResgate(@Entrada(esquemas.identificador, 'CancelarResgateInput') input: EntradaDe<typeof esquemas.identificador>, @Ctx() { ctx }: ContextoGraphQL) {
    return painel.cancelar(ctx, input.identificador);
  }

  @Permite('resgates.alterarStatus')
  @Mutacao(() => ResgateAlteradoDTO, 'ResgateAlteradoPayload', { description: 'Muda o status (não entregue, entregue, em trânsito); um cancelado não muda.' })
  alterarStatusResgate(
    @Entrada(esquemas.alterarStatus, 'AlterarStatusResgateInput') input: EntradaDe<typeof esquemas.alterarStatus>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return painel.alterarStatus(ctx, input.identificador, input.status);
  }

  @Permite('resgates.alterarStatus')
  @Mutacao(() => ResgatesAlteradosEmLoteDTO, 'ResgatesAlteradosEmLotePayload', {
    description: 'Muda o status de vários resgates; cancelados, desconhecidos e fora do alcance ficam em ignorados.',
  })
  alterarStatusResgatesEmLote(
    @Entrada(esquemas.alterarStatusEmLote, 'AlterarStatusResgatesEmLoteInput') input: EntradaDe<typeof esquemas.alterarStatusEmLote>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return acoes.alterarStatusEmLote(ctx, input);
  }

  @Permite('resgates.dataEntrega')
  @Mutacao(() => ResgateAlteradoDTO, 'ResgateAlteradoPayload', { description: 'Data de entrega (AAAA-MM-DD ou DD/MM/AAAA).' })
  alterarDataEntregaResgate(
    @Entrada(esquemaDataEntrega, 'AlterarDataEntregaResgateInput') input: EntradaDe<typeof esquemaDataEntrega>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return acoes.alterarDataEntrega(ctx, input.identificador, input);
  }

  @Permite('resgates.observacao')
  @Mutacao(() => ResgateAlteradoDTO, 'ResgateAlteradoPayload', { description: 'A observação da equipe; vazia apaga; vale também para um cancelado.' })
  alterarObservacaoResgate(
    @Entrada(esquemaObservacao, 'AlterarObservacaoResgateInput') input: EntradaDe<typeof esquemaObservacao>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return acoes.alterarObservacao(ctx, input.identificador, input);
  }
}
