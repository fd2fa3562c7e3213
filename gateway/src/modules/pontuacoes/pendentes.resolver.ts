import { Ctx, Query, Resolver } from 'type-graphql';
import { Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao } from '../../graphql/entrada';
import { PaginaDe, paraPagina } from '../../graphql/paginacao';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { MensagemDTO } from '../cadastro/cadastro.types';
import * as pendentes from './pendentes.service';
import { PontuacaoPendenteDTO } from './pendentes.types';
import * as esquemas from './pontuacoes.esquemas';

const PontuacaoPendentePagina = PaginaDe(PontuacaoPendenteDTO, 'PontuacaoPendentePagina');

/** Pontuações pendentes through GraphQL: the same service as the REST routes and their actions. */
@Resolver()
export class PontuacoesPendentesResolver {
  @Permite('pontuacoes.pendentes')
  @Query(() => PontuacaoPendentePagina, {
    description: 'As pontuações aguardando a equipe; ordem padrão criadoEm decrescente; a busca procura no campo do filtro (ou em todos).',
  })
  async pontuacoesPendentes(
    @Entrada(esquemas.listaPendentes, 'ListaPontuacoesPendentesInput') input: EntradaDe<typeof esquemas.listaPendentes>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return paraPagina(await pendentes.listarPendentes(ctx, input.pedido, input.filtro), input.pedido);
  }

  @Permite('pontuacoes.encerrar')
  @Mutacao(() => MensagemDTO, 'MensagemPayload', { description: 'Encerra uma pontuação pendente sem gerar venda.' })
  encerrarPontuacao(
    @Entrada(esquemas.identificador, 'EncerrarPontuacaoInput') input: EntradaDe<typeof esquemas.identificador>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return pendentes.encerrar(ctx, input.identificador);
  }

  @Permite('pontuacoes.reprovar')
  @Mutacao(() => MensagemDTO, 'MensagemPayload', { description: 'Reprova uma pontuação pendente com um dos sete motivos; o vendedor é avisado por WhatsApp.' })
  reprovarPontuacao(@Entrada(esquemas.reprovar, 'ReprovarPontuacaoInput') input: EntradaDe<typeof esquemas.reprovar>, @Ctx() { ctx }: ContextoGraphQL) {
    return pendentes.reprovar(ctx, input);
  }

  @Permite('pontuacoes.retornarPendente')
  @Mutacao(() => MensagemDTO, 'MensagemPayload', { description: 'Devolve uma pontuação encerrada ou reprovada para pendente.' })
  retornarPontuacaoPendente(
    @Entrada(esquemas.identificador, 'RetornarPontuacaoPendenteInput') input: EntradaDe<typeof esquemas.identificador>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return pendentes.retornarParaPendente(ctx, input.identificador);
  }
}
