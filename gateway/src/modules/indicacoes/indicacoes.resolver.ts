import { Ctx, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { Entrada } from '../../graphql/entrada';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { Entrada as EntradaDe } from '../../core/esquema';
import { IndicacaoDTO, MeuCodigoIndicacaoDTO, ResumoIndicacoesDTO } from './indicacoes.types';
import * as indicacoes from './indicacoes.service';
import * as esquemas from './indicacoes.esquemas';

const IndicacaoPagina = PaginaDe(IndicacaoDTO, 'IndicacaoPagina');

@Resolver()
export class IndicacoesResolver {
  @Permite('indicacoes.minhas')
  @Query(() => MeuCodigoIndicacaoDTO, { description: 'O código de indicação do membro conectado e o link para compartilhar.' })
  meuCodigoIndicacao(@Ctx() { ctx }: ContextoGraphQL) {
    return indicacoes.meuCodigo(ctx);
  }

  @Permite('indicacoes.minhas')
  @Query(() => IndicacaoPagina, { description: 'MEUS INDICADOS: os membros indicados pelo membro conectado, só pelo próprio código.' })
  async indicacoes(
    @Entrada(esquemas.listaIndicacoes, 'ListaIndicacoesInput') input: EntradaDe<typeof esquemas.listaIndicacoes>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return paraPagina(await indicacoes.minhas(ctx, input.codigo, input.pedido), input.pedido);
  }

  @Permite('indicacoes.minhas')
  @Query(() => ResumoIndicacoesDTO, { description: 'As indicações válidas do membro conectado e os pontos que renderam.' })
  resumoIndicacoes(@Ctx() { ctx }: ContextoGraphQL) {
    return indicacoes.resumo(ctx);
  }
}
